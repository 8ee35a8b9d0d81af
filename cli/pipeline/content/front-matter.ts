import matter from 'gray-matter';
import type { Problem } from '../../errors';
import type { SourceFile } from '../../lib/files';
import { parseYamlSource, type FieldPath, type YamlSource } from '../../lib/yaml-source';
import type { BodyTraits } from './body-traits';
import { isRecord } from '../../lib/is-record';

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
  /** The body's traits, when the cache holds them (see body-traits.ts). */
  traits?: BodyTraits;
}

/**
 * Splits a Markdown file with gray-matter, whose rules Eleventy and most generators share (so
 * files move between them unchanged), and reads the front matter with the `yaml` package
 * (YAML 1.2), which knows the line of every field and of every syntax problem.
 */
export function parseMarkdownSource(source: SourceFile): MarkdownSource {
  const shapeProblem = checkShape(source);
  if (shapeProblem) {
    const { file, absPath } = source;
    return { file, absPath, data: {}, body: '', bodyLine: 1, lineOf: () => undefined, problems: [shapeProblem] };
  }
  let yaml: YamlSource | undefined;
  // The block starts right after the opening `---`, i.e. on line 1 of the file.
  const parseYaml = (block: string) => (yaml = parseYamlSource(block, source.file, 1)).data ?? {};
  const { data: raw, content: body } = matter(source.text, {
    language: 'yaml',
    engines: { yaml: parseYaml, ...NO_CODE },
  }) as { data: unknown; content: string };
  const problems = yaml?.problems ?? [];
  if (!problems.length && !isRecord(raw)) {
    problems.push({ file: source.file, line: 2, message: 'front matter must be a mapping of `key: value` lines' });
  }
  const bodyStart = source.text.length - body.length;
  return {
    file: source.file,
    absPath: source.absPath,
    data: isRecord(raw) ? raw : {},
    body,
    bodyLine: source.text.slice(0, bodyStart).split('\n').length,
    lineOf: yaml?.lineOf ?? (() => undefined),
    problems,
  };
}

/** gray-matter evaluates `---js` front matter as JavaScript; content stays data (checkShape refuses it first). */
const refuse = () => {
  throw new Error('front matter is YAML only');
};
const NO_CODE = { js: refuse, javascript: refuse };

/**
 * The file must open with a front-matter block: a line of just `---`, YAML, and another `---`.
 * Other generators take `---js` (or any word after the dashes) as a language to parse the
 * block with, and evaluate JavaScript: content stays data, so only YAML is accepted.
 */
function checkShape(source: SourceFile): Problem | undefined {
  const { file, text } = source;
  if (text.trim() === '') {
    return {
      file,
      message: 'is empty',
      hint: 'Give it front matter (template, title, description) and its text, or delete the file.',
    };
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
    return {
      file,
      line: 1,
      message: 'opens its front matter on line 1 but never closes it',
      hint: 'Add a line of just --- after the last field.',
    };
  }
  return undefined;
}
