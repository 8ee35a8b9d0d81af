import matter from 'gray-matter';
import type { Problem } from '../errors';
import type { SourceFile } from '../lib/files';
import { parseYamlSource, type FieldPath } from '../lib/yaml-source';

/** A Markdown file split into validated-later front matter and its body. */
export interface MarkdownSource {
  file: string;
  absPath: string;
  data: Record<string, unknown>;
  body: string;
  /** The file line on which the body starts, so Markdown problems can name real lines. */
  bodyLine: number;
  lineOf(path: FieldPath): number | undefined;
  problems: Problem[];
}

export function parseMarkdownSource(source: SourceFile): MarkdownSource {
  let parsed: ReturnType<typeof parseYamlSource> | undefined;
  // gray-matter finds the front matter block; `yaml` parses it so fields keep their lines.
  // The raw block starts right after the opening `---`, i.e. on line 1 of the file.
  const result = matter(source.text, {
    engines: { yaml: (raw: string) => ((parsed = parseYamlSource(raw, source.file, 1)).data ?? {}) as object },
  });
  const problems = parsed?.problems ?? [];
  const raw = parsed?.data ?? {};
  if (!isRecord(raw)) {
    problems.push({ file: source.file, line: 2, message: 'front matter must be a mapping of `key: value` lines' });
  }
  const bodyStart = source.text.length - result.content.length;
  return {
    file: source.file,
    absPath: source.absPath,
    data: isRecord(raw) ? raw : {},
    body: result.content,
    bodyLine: source.text.slice(0, bodyStart).split('\n').length,
    lineOf: parsed?.lineOf ?? (() => undefined),
    problems,
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
