import type { Problem } from '../../errors';
import type { SourceFile } from '../../lib/files';
import { parseMarkdownSource, type MarkdownSource } from './front-matter';

/**
 * What parseMarkdownSource finds in a file, as plain data a render thread can send back: a cold
 * build of many pages parses front matter there (gray-matter and YAML were most of the main
 * thread's loading, while the threads waited), and the main thread validates it.
 */
export interface ParsedFrontMatter {
  data: Record<string, unknown>;
  /** Where the body starts in the text, and on which line. */
  bodyStart: number;
  bodyLine: number;
  problems: Problem[];
}

/** A file's front matter parsed, without the field lines (asked for only in messages). */
export function parseFrontMatter(file: SourceFile): ParsedFrontMatter {
  const { data, body, bodyLine, problems } = parseMarkdownSource(file);
  return { data, bodyStart: file.text.length - body.length, bodyLine, problems };
}

/** The source parseMarkdownSource would give for `file`, from what a thread parsed: field lines are found by parsing again, on demand. */
export function sourceFromParsed(file: SourceFile, parsed: ParsedFrontMatter): MarkdownSource {
  let again: MarkdownSource | undefined;
  return {
    file: file.file,
    absPath: file.absPath,
    data: parsed.data,
    body: file.text.slice(parsed.bodyStart),
    bodyLine: parsed.bodyLine,
    lineOf: (path) => (again ??= parseMarkdownSource(file)).lineOf(path),
    problems: parsed.problems,
  };
}
