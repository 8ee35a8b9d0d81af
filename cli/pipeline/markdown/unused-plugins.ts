import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../../lib/files';
import type { PluginSpec } from './plugin-specs';

/**
 * A notice for each of the maintainer's Markdown plugins that changed no page of a build that
 * rendered every page (its tree was the same before and after it ran on every body; see
 * namedPlugin): a plugin often acts only on what a page holds (remark-toc fills the section under
 * a heading its options name) and is silent otherwise. Each names the plugin, its place in
 * site.yaml and its README.
 */
export function unusedPluginNotices(
  plugins: readonly PluginSpec[],
  used: ReadonlySet<string>,
  siteYaml: string,
): string[] {
  return plugins
    .filter((spec) => !used.has(spec.field))
    .map((spec) => {
      const readme = readmeOf(spec);
      return (
        `The Markdown plugin ${spec.name} (${spec.field} in ${displayPath(siteYaml)}) changed no page. ` +
        `A plugin may act only on what a page holds, or need options it was not given: see ${readme ? displayPath(readme) : `https://www.npmjs.com/package/${spec.name}`}, or remove it.`
      );
    });
}

/** The README of the package a plugin was imported from, when it has one. */
function readmeOf(spec: PluginSpec): string | undefined {
  let dir = path.dirname(fileURLToPath(spec.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && nameOf(manifest) === spec.name) {
      const readme = readdirSync(dir).find((file) => /^readme(?:\.(?:md|markdown|txt))?$/i.test(file));
      return readme ? path.join(dir, readme) : undefined;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function nameOf(manifest: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}
