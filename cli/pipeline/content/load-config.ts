import path from 'node:path';
import type { SiteConfig } from '../../kit/site-config';
import { site } from '../site/index';
import type { Problem } from '../../errors';
import { displayPath } from '../../lib/files';
import { readThrough, type SourceMemo } from '../../lib/read-content';
import { parseYamlSource, type FieldPath } from '../../lib/yaml-source';
import { contentErrorMap, zodProblems } from '../../lib/zod-problems';
import { isRecord } from '../../lib/is-record';
import { applyOverrides, blameOverrides, type Override } from '../../lib/overrides';
import { knownFields } from '../../lib/known-fields';

export interface ConfigResult {
  config?: SiteConfig;
  problems: Problem[];
  /** Where site.yaml is, as problems name it, and the line of each of its fields (with a config). */
  file: string;
  lineOf?: (path: FieldPath) => number | undefined;
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
    return {
      file,
      problems: [{ file, message: 'is missing', hint: 'Every site needs content/site.yaml; see docs/content.md.' }],
    };
  }
  if (read.status === 'rejected') return { file, problems: [read.problem] };
  const source = parseYamlSource(read.source.text, file);
  if (source.problems.length) return { file, problems: source.problems };
  if (source.empty) {
    return {
      file,
      problems: [
        {
          file,
          message: 'is empty',
          hint: 'It holds the site identity, navigation and endpoints; restore it (docs/content.md lists the keys).',
        },
      ],
    };
  }
  if (!isRecord(source.data))
    return { file, problems: [{ file, message: 'must be a mapping of sections (site:, contact:, ...)' }] };

  const siteConfigSchema = site().config;
  const result = siteConfigSchema.safeParse(applyOverrides(source.data, overrides), { error: contentErrorMap });
  if (result.success) {
    return { config: result.data, problems: [], file, lineOf: source.lineOf };
  }
  const problems = blameOverrides(
    zodProblems(result.error, file, source.lineOf, siteConfigSchema),
    overrides,
    source.data,
    (path) => knownFields(siteConfigSchema, path),
  );
  return { file, problems };
}
