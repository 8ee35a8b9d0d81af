import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { Problem } from '../errors';

export type FieldPath = readonly PropertyKey[];

/** Parsed YAML that still knows which line each field came from. */
export interface YamlSource {
  data: unknown;
  /** The line of the field at `path`, or of its nearest existing parent. */
  lineOf(path: FieldPath): number | undefined;
  problems: Problem[];
}

/**
 * Parses YAML, reporting syntax errors with their line. `firstLine` is the file line
 * on which `text` starts (front matter starts below the opening `---`).
 */
export function parseYamlSource(text: string, file: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const problems: Problem[] = doc.errors.map((error) => ({
    file,
    line: toFileLine(error.pos[0]),
    message: `invalid YAML: ${firstSentence(error.message)}`,
    hint: 'Check the indentation and quoting on that line (quote text that contains ": " or starts with a symbol).',
  }));
  const data = problems.length ? undefined : doc.toJS();
  return { data, problems, lineOf: (path) => lineOfPath(doc, path, toFileLine) };
}

function lineOfPath(doc: Document, path: FieldPath, toFileLine: (offset: number) => number) {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return toFileLine(node.range[0]);
  }
  return undefined;
}

function firstSentence(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
