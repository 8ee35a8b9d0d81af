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
  const shapeProblem = checkShape(source);
  if (shapeProblem) {
    const { file, absPath } = source;
    return { file, absPath, data: {}, body: '', bodyLine: 1, lineOf: () => undefined, problems: [shapeProblem] };
  }
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

/**
 * The file must open with a front-matter block: a line of just `---`, YAML, and another `---`.
 * gray-matter would take `---js` (or any word after the dashes) as a language to parse the
 * block with, and it evaluates JavaScript: content stays data, so only YAML is accepted.
 */
function checkShape(source: SourceFile): Problem | undefined {
  const { file, text } = source;
  if (text.trim() === '') {
    return { file, message: 'is empty', hint: 'Give it front matter (template, title, description) and its text, or delete the file.' };
  }
  const firstLine = text.split('\n', 1)[0]!;
  if (!firstLine.startsWith('---')) {
    return {
      file,
      line: 1,
      message: 'has no front matter',
      hint: 'Start the file with a line of ---, the fields (template, title, description, ...), then another line of ---.',
    };
  }
  if (!/^---[ \t]*$/.test(firstLine)) {
    return {
      file,
      line: 1,
      message: `starts with ${JSON.stringify(firstLine)}; the first line must be just ---`,
      hint: 'Front matter is always YAML: remove what follows the dashes.',
    };
  }
  if (!text.slice(firstLine.length).includes('\n---')) {
    return { file, line: 1, message: 'opens its front matter on line 1 but never closes it', hint: 'Add a line of just --- after the last field.' };
  }
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
