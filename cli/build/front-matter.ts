import type { Problem } from '../errors';
import type { SourceFile } from '../lib/files';
import { fastYaml } from '../lib/fast-yaml';
import { parseYamlSource, type FieldPath, type YamlSource } from '../lib/yaml-source';

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
  const { raw: block, body } = splitFrontMatter(source.text);
  const parsed = isBlank(block) ? undefined : parseFrontMatter(block, source.file);
  const problems = parsed?.problems ?? [];
  const raw = parsed?.data ?? {};
  if (!isRecord(raw)) {
    problems.push({ file: source.file, line: 2, message: 'front matter must be a mapping of `key: value` lines' });
  }
  const bodyStart = source.text.length - body.length;
  return {
    file: source.file,
    absPath: source.absPath,
    data: isRecord(raw) ? raw : {},
    body,
    bodyLine: source.text.slice(0, bodyStart).split('\n').length,
    lineOf: parsed?.lineOf ?? (() => undefined),
    problems,
  };
}

/**
 * The front matter of a file that passed checkShape: what lies between the opening `---` and the
 * next line that starts with `---`, and the body after that line's dashes (the rules of
 * gray-matter, which Eleventy and most generators use, so files move between them unchanged).
 */
export function splitFrontMatter(text: string): { raw: string; body: string } {
  const afterOpening = text.slice(3);
  const close = afterOpening.indexOf('\n---');
  let body = afterOpening.slice(close + 4);
  if (body.startsWith('\r')) body = body.slice(1);
  if (body.startsWith('\n')) body = body.slice(1);
  return { raw: afterOpening.slice(0, close), body };
}

/**
 * Plain front matter is read by the fast parser; its lines are found (by `yaml`) only when a
 * problem needs one. Anything else, and every problem, goes to `yaml`, which names the line.
 * The block starts right after the opening `---`, i.e. on line 1 of the file.
 */
function parseFrontMatter(block: string, file: string): Pick<YamlSource, 'data' | 'lineOf' | 'problems'> {
  const fast = fastYaml(block);
  if (!fast) return parseYamlSource(block, file, 1);
  let full: YamlSource | undefined;
  return { data: fast.data, problems: [], lineOf: (path) => (full ??= parseYamlSource(block, file, 1)).lineOf(path) };
}

/** A block of nothing but comments and blank lines gives no fields (and is not parsed). */
const isBlank = (block: string) => block.replace(/^\s*#[^\n]+/gm, '').trim() === '';

/**
 * The file must open with a front-matter block: a line of just `---`, YAML, and another `---`.
 * Other generators take `---js` (or any word after the dashes) as a language to parse the
 * block with, and evaluate JavaScript: content stays data, so only YAML is accepted.
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
