import type { z } from 'zod';
import type { Problem } from '../../errors';
import type { SourceFile } from '../../lib/files';
import { parseYamlSource, type FieldPath } from '../../lib/yaml-source';
import { contentErrorMap, zodProblems } from '../../lib/zod-problems';
import type { FrontMatterCache } from './front-matter-cache';

export type ValidatedYaml =
  | { status: 'valid'; data: unknown; lineOf: (path: FieldPath) => number | undefined }
  | { status: 'empty' }
  | { status: 'invalid'; problems: Problem[] };

/**
 * A YAML content file (a data set, a cloud guide) parsed and validated by `schema`, or, when a
 * previous build validated the same text with the same schemas, its data from the cache: a
 * repeat build then parses no YAML at all. Field lines are found by parsing on demand.
 */
export function validatedYaml(source: SourceFile, schema: z.ZodType, cache?: FrontMatterCache): ValidatedYaml {
  const key = cache?.keyOf(source.text);
  const hit = cache && key ? cache.get(source.absPath, key) : undefined;
  let parsed: ReturnType<typeof parseYamlSource> | undefined;
  const parse = () => (parsed ??= parseYamlSource(source.text, source.file));
  if (hit) return { status: 'valid', data: hit.data, lineOf: (path) => parse().lineOf(path) };
  const yaml = parse();
  if (yaml.problems.length) return { status: 'invalid', problems: yaml.problems };
  if (yaml.empty) return { status: 'empty' };
  const result = schema.safeParse(yaml.data, { error: contentErrorMap });
  if (!result.success)
    return { status: 'invalid', problems: zodProblems(result.error, source.file, yaml.lineOf, schema) };
  // A YAML file has no template, body or route of its own: only its data is kept.
  if (cache && key)
    cache.set(source.absPath, { key, templateName: '', data: result.data, bodyStart: 0, bodyLine: 1, route: '' });
  return { status: 'valid', data: result.data, lineOf: yaml.lineOf };
}
