import path from 'node:path';
import { z } from 'zod';
import type { Problem } from '../../errors';
import { displayPath } from '../../lib/files';
import { readThrough, type SourceMemo } from '../../lib/read-content';
import { parseYamlSource } from '../../lib/yaml-source';
import { contentErrorMap, zodProblems } from '../../lib/zod-problems';
import { redirectPath } from './redirect-path';

const redirectsSchema = z.array(z.strictObject({ from: redirectPath(true), to: redirectPath(false) }));

/** A rule as written in content/redirects.yaml. */
export interface RedirectSource {
  from: string;
  to: string;
  /** `from` ended in `/*`: everything below the prefix redirects. */
  wildcard: boolean;
  file: string;
  line?: number;
  index: number;
}

export interface RedirectsResult {
  redirects: RedirectSource[];
  problems: Problem[];
}

/**
 * Reads content/redirects.yaml: a list of `{ from, to }`. The file is optional, and an empty
 * one (or one with only comments) means no redirects, like a missing one: a site that has
 * none left keeps the file with its explanatory comment.
 */
export async function loadRedirects(contentDir: string, memo?: SourceMemo): Promise<RedirectsResult> {
  const absPath = path.join(contentDir, 'redirects.yaml');
  const file = displayPath(absPath);
  const read = await readThrough(absPath, contentDir, memo);
  if (read.status === 'missing') return { redirects: [], problems: [] };
  if (read.status === 'rejected') return { redirects: [], problems: [read.problem] };
  const source = parseYamlSource(read.source.text, file);
  if (source.problems.length) return { redirects: [], problems: source.problems };
  const parsed = redirectsSchema.safeParse(source.data ?? [], { error: contentErrorMap });
  if (!parsed.success)
    return { redirects: [], problems: zodProblems(parsed.error, file, source.lineOf, redirectsSchema) };
  const redirects = parsed.data.map((rule, index) => ({
    from: rule.from,
    to: rule.to,
    wildcard: rule.from.endsWith('/*'),
    file,
    line: source.lineOf([index]),
    index,
  }));
  return { redirects, problems: [] };
}
