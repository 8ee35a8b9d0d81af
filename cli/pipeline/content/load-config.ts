import path from 'node:path';
import { siteConfigSchema, type SiteConfig } from '../../../templates/site-config';
import type { Problem } from '../../errors';
import { displayPath } from '../../lib/files';
import { readThrough, type SourceMemo } from '../../lib/read-content';
import { parseYamlSource } from '../../lib/yaml-source';
import { contentErrorMap, zodProblems } from '../../lib/zod-problems';
import { isRecord } from './front-matter';
import { applyOverrides, type Override } from './overrides';
import { loadMarkdownSettings } from '../markdown/settings';
import type { MarkdownSettings } from '../markdown/processor';

export interface ConfigResult {
  config?: SiteConfig;
  /** How Markdown is rendered: the site's address and the plugins site.yaml names, found and set up. */
  markdown?: MarkdownSettings;
  problems: Problem[];
}

/** Reads content/site.yaml, applies `--set` overrides and validates the result. */
export async function loadConfig(
  contentDir: string,
  overrides: readonly Override[],
  memo?: SourceMemo,
): Promise<ConfigResult> {
  const absPath = path.join(contentDir, 'site.yaml');
  const file = displayPath(absPath);
  const read = await readThrough(absPath, contentDir, memo);
  if (read.status === 'missing') {
    return { problems: [{ file, message: 'is missing', hint: 'Every site needs content/site.yaml; see README.md.' }] };
  }
  if (read.status === 'rejected') return { problems: [read.problem] };
  const source = parseYamlSource(read.source.text, file);
  if (source.problems.length) return { problems: source.problems };
  if (source.empty) {
    return {
      problems: [
        {
          file,
          message: 'is empty',
          hint: 'It holds the site identity, navigation and endpoints; restore it (README.md lists the keys).',
        },
      ],
    };
  }
  if (!isRecord(source.data))
    return { problems: [{ file, message: 'must be a mapping of sections (site:, contact:, ...)' }] };

  const overridden = new Set(overrides.map((o) => o.path.join('.')));
  const result = siteConfigSchema.safeParse(applyOverrides(source.data, overrides), { error: contentErrorMap });
  if (result.success) {
    const { settings, problems } = await loadMarkdownSettings(result.data, contentDir, file, source.lineOf);
    return settings ? { config: result.data, markdown: settings, problems } : { problems };
  }
  // A problem inside an overridden value (`pagespeed.allowedOrigins[0]` of a --set list) is the flag's too.
  const fromFlag = (field: string) =>
    [...overridden].some((key) => field === key || field.startsWith(`${key}[`) || field.startsWith(`${key}.`));
  const problems = zodProblems(result.error, file, source.lineOf, siteConfigSchema).map((problem) =>
    problem.field && fromFlag(problem.field) ? { ...problem, file: '--set', line: undefined } : problem,
  );
  return { problems };
}
