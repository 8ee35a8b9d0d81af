import { LineCounter, isNode, visit, type Document, type YAMLError } from 'yaml';
import type { Problem } from '../errors';
import { composeDocument, MAX_YAML_DEPTH } from './yaml-compose';
import { notPlainData } from './yaml-plain';

export type FieldPath = readonly PropertyKey[];

/** Parsed YAML that still knows which line each field came from. */
export interface YamlSource {
  data: unknown;
  /** True when the text holds nothing but comments and whitespace. */
  empty: boolean;
  /** The line of the field at `path`, or of its nearest existing parent. */
  lineOf(path: FieldPath): number | undefined;
  problems: Problem[];
}

const SYNTAX_HINT =
  'Check the indentation and quoting on that line (quote text that contains ": " or starts with a symbol).';

/**
 * Parses YAML, reporting syntax errors with their line. `firstLine` is the file line
 * on which `text` starts (front matter starts below the opening `---`).
 */
export function parseYamlSource(text: string, file: string, firstLine = 1): YamlSource {
  const { doc, toFileLine } = parse(text, firstLine);
  if ('tooDeep' in doc)
    return {
      data: undefined,
      empty: false,
      lineOf: () => undefined,
      problems: [depthProblem(file, toFileLine(doc.tooDeep))],
    };
  const lineOf = (path: FieldPath) => lineOfPath(doc, path, toFileLine);
  const empty = doc.contents === null;
  // Only the first syntax error: the ones after it are nearly always the parser losing its
  // footing (one tab-indented line gives five), which buries the line to fix.
  const first = doc.errors[0];
  if (first) return { data: undefined, empty, lineOf, problems: [syntaxProblem(first, text, file, toFileLine)] };
  const notPlain = notPlainData(doc, text);
  if (notPlain) {
    const { offset, message, hint } = notPlain;
    return {
      data: undefined,
      empty,
      lineOf,
      problems: [{ file, line: toFileLine(offset), message: `invalid YAML: ${message}`, hint }],
    };
  }
  try {
    // Valid: lines are asked for only in messages, so the document is parsed again then rather
    // than kept (its nodes, for 4,000 posts, were the largest part of a build's front matter).
    return { data: doc.toJS(), empty, lineOf: linesOnDemand(text, firstLine), problems: [] };
  } catch (error) {
    // toJS throws for an alias with no anchor and for alias bombs ("billion laughs").
    return { data: undefined, empty, lineOf, problems: [aliasProblem(error, doc, file, toFileLine)] };
  }
}

function linesOnDemand(text: string, firstLine: number): YamlSource['lineOf'] {
  let lineOf: YamlSource['lineOf'] | undefined;
  return (path) => (lineOf ??= documentLines(text, firstLine))(path);
}

function documentLines(text: string, firstLine: number): YamlSource['lineOf'] {
  const { doc, toFileLine } = parse(text, firstLine);
  // Asked for only once the text parsed as valid, so never too deep.
  return (path) => ('tooDeep' in doc ? undefined : lineOfPath(doc, path, toFileLine));
}

function parse(text: string, firstLine: number) {
  const lineCounter = new LineCounter();
  const doc = composeDocument(text, lineCounter, { uniqueKeys: true });
  return { doc, toFileLine: (offset: number) => lineCounter.linePos(offset).line + firstLine - 1 };
}

function depthProblem(file: string, line: number): Problem {
  return {
    file,
    line,
    message: `invalid YAML: lists and mappings nest more than ${MAX_YAML_DEPTH} levels deep here`,
    hint: `Nest them at most ${MAX_YAML_DEPTH} levels deep (content needs a few): look for a run of [, { or - on this line and the ones above it.`,
  };
}

function aliasProblem(error: unknown, doc: Document, file: string, toFileLine: (offset: number) => number): Problem {
  const name = /Unresolved alias[^:]*: (.+)$/.exec(error instanceof Error ? error.message : String(error))?.[1];
  return {
    file,
    line: aliasLine(doc, name, toFileLine),
    message: name
      ? `invalid YAML: *${name} refers to no &${name} anchor above it`
      : 'invalid YAML: too many aliases (*name) to expand',
    hint: 'Write the value out in full instead of using an alias.',
  };
}

function syntaxProblem(error: YAMLError, text: string, file: string, toFileLine: (offset: number) => number): Problem {
  const line = toFileLine(error.pos[0]);
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return {
        file,
        line,
        message: 'invalid YAML: a tab is used for indentation',
        hint: 'Indent with spaces; YAML does not allow tabs there.',
      };
    case 'DUPLICATE_KEY': {
      const key = /^(.+?)\s*:(\s|$)/
        .exec(text.slice(error.pos[0]).split('\n')[0]!)?.[1]
        ?.replace(/^(["'])(.*)\1$/, '$2');
      return {
        file,
        line,
        message: `invalid YAML: the key ${JSON.stringify(key ?? '?')} appears a second time`,
        hint: 'Keep one of the two.',
      };
    }
    case 'MULTIPLE_DOCS':
      return {
        file,
        line,
        message: 'invalid YAML: a second document starts here (a line of ---)',
        hint: 'Remove the --- line; the file holds one document.',
      };
    default: {
      // The parser notices an unclosed [ or { only on a later line; say what to look for above it.
      const flow = /^Flow (sequence|map) in block collection/.exec(error.message);
      const [open, close] = flow?.[1] === 'map' ? ['{', '}'] : ['[', ']'];
      const message = flow
        ? `a ${open} opened above this line is never closed with ${close}`
        : firstSentence(error.message);
      return { file, line, message: `invalid YAML: ${message}`, hint: SYNTAX_HINT };
    }
  }
}

/** The line of the alias named `name` (or of the first alias). */
function aliasLine(
  doc: Document,
  name: string | undefined,
  toFileLine: (offset: number) => number,
): number | undefined {
  let line: number | undefined;
  visit(doc, {
    Alias(_, alias) {
      if (name !== undefined && alias.source !== name) return undefined;
      line = alias.range ? toFileLine(alias.range[0]) : undefined;
      return visit.BREAK;
    },
  });
  return line;
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
