import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve as resolveModule } from 'import-meta-resolve';
import type { MarkdownConfig, PluginEntry } from '../../kit/site-config';

/** A maintainer's plugin, as site.yaml names it and as the project has it installed. */
export interface PluginSpec {
  kind: 'remark' | 'rehype';
  /** Its place in site.yaml, for messages: `markdown.remarkPlugins[0]`. */
  field: string;
  /** Its path in the parsed site.yaml, for the line. */
  path: (string | number)[];
  name: string;
  options?: unknown;
  /** The module's file URL: every render thread imports it from there. */
  url: string;
  version: string;
}

/** A plugin of site.yaml that cannot be used, and why. */
export interface PluginProblem {
  path: (string | number)[];
  field: string;
  message: string;
  hint: string;
}

/**
 * Finds each plugin site.yaml names (`markdown.remarkPlugins`, `markdown.rehypePlugins`) among the
 * packages installed for the content folder or the project, as Node would import it, with its
 * version (part of the Markdown cache key: an upgrade re-renders every body).
 */
export function resolvePluginSpecs(
  config: MarkdownConfig,
  searchFrom: readonly string[],
): { specs: PluginSpec[]; problems: PluginProblem[] } {
  const specs: PluginSpec[] = [];
  const problems: PluginProblem[] = [];
  const lists = [
    ['remark', config.remarkPlugins],
    ['rehype', config.rehypePlugins],
  ] as const;
  for (const [kind, entries] of lists) {
    entries.forEach((entry: PluginEntry, index) => {
      const { name, options } = typeof entry === 'string' ? { name: entry, options: undefined } : entry;
      const key = `${kind}Plugins`;
      const where = {
        path: ['markdown', key, ...(typeof entry === 'string' ? [index] : [index, 'name'])],
        field: `markdown.${key}[${index}]`,
      };
      const url = resolveFrom(name, searchFrom);
      if (!url) {
        problems.push({
          ...where,
          message: `${name} is not installed in this project`,
          hint: `Install it as a dependency (npm install --save-prod ${name}): the build needs it wherever it runs, hosts that install without devDependencies included. Or correct the name.`,
        });
        return;
      }
      specs.push({
        kind,
        ...where,
        name,
        ...(options === undefined ? {} : { options }),
        url,
        version: versionOf(name, url),
      });
    });
  }
  return { specs, problems };
}

function resolveFrom(name: string, searchFrom: readonly string[]): string | undefined {
  for (const dir of searchFrom) {
    try {
      const url = resolveModule(name, pathToFileURL(path.join(dir, 'package.json')).href);
      if (url.startsWith('file:')) return url;
    } catch {
      // Not installed there: try the next folder.
    }
  }
  return undefined;
}

/** The version in the package.json of the package the module belongs to ('' when none says). */
function versionOf(name: string, url: string): string {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  for (let dir = path.dirname(fileURLToPath(url)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === packageName) return manifest.version ?? '';
    } catch {
      // No package.json here: look further up.
    }
  }
  return '';
}
