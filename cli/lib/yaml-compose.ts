import { Composer, Lexer, Parser, YAMLParseError, type CST, type Document, type LineCounter } from 'yaml';

/**
 * How many lists and mappings a content YAML file may nest inside each other. Content needs a
 * handful; the YAML composer (and the code that reads its result) recurses once per level, and
 * runs out of stack somewhere near a thousand, fewer in a worker thread.
 */
export const MAX_YAML_DEPTH = 100;

/** Where a file's lists and mappings first nest deeper than MAX_YAML_DEPTH: the offset of that collection. */
export interface TooDeep {
  tooDeep: number;
}

type Collection = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;
const isCollection = (token: CST.Token): token is Collection =>
  token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection';

/** Thrown out of the token stream, so that composing stops at once. */
class DepthExceeded extends Error {
  constructor(readonly offset: number) {
    super(`nested more than ${MAX_YAML_DEPTH} levels deep`);
  }
}

/**
 * What parseDocument does (lex, parse, compose; a second document is an error on the first),
 * with the depth checked while the text is parsed: the collections still open are the parser's
 * stack, so a file of a million `[` is refused after a hundred of them, before the composer
 * recurses into it (which took seconds and ran out of stack or memory).
 */
export function composeDocument(
  text: string,
  lineCounter: LineCounter,
  options: { uniqueKeys: boolean },
): Document.Parsed | TooDeep {
  const composer = new Composer(options);
  let doc: Document.Parsed | undefined;
  try {
    for (const next of composer.compose(limitedTokens(text, lineCounter), true, text.length)) {
      if (!doc) doc = next;
      else {
        doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'a second document'));
        break;
      }
    }
  } catch (error) {
    if (error instanceof DepthExceeded) return { tooDeep: error.offset };
    throw error;
  }
  // compose(…, forceDoc = true) always gives one document, even for an empty text.
  return doc!;
}

/** The parser's tokens, stopped by DepthExceeded when more collections are open than the limit. */
function* limitedTokens(text: string, lineCounter: LineCounter): Generator<CST.Token> {
  const parser = new Parser(lineCounter.addNewLine);
  lineCounter.addNewLine(0);
  for (const lexeme of new Lexer().lex(text)) {
    yield* parser.next(lexeme);
    // Besides open collections, the stack holds the document and at most a scalar or two.
    if (parser.stack.length > MAX_YAML_DEPTH) {
      const open = parser.stack.filter(isCollection);
      if (open.length > MAX_YAML_DEPTH) throw new DepthExceeded(open[MAX_YAML_DEPTH]!.offset);
    }
  }
  yield* parser.end();
}
