import type { MarkdownConfig } from '../../kit/site-config';
import type { MarkdownParser } from './processor';
import { loadSatteri } from './satteri-binding';

/** The parser every body is read with, why, and what the build says when it is not the one wanted. */
export interface ParserChoice {
  parser: MarkdownParser;
  reason: string;
  /** Set when Sätteri was wanted (asked for, or `auto`) and cannot be used: the build says so once. */
  notice?: string;
}

/**
 * Resolves site.yaml's `markdown.parser` (docs/markdown.md, "Which parser"):
 * - `remark`: remark-parse, remark-gfm and remark-directive;
 * - `satteri`: Sätteri, unless it does not load here or a plugin adds syntax (Sätteri reads
 *   only its own): then remark, with a notice;
 * - `auto`: Sätteri when it loads and no plugin adds syntax, else remark (a notice when it did
 *   not load: a plugin that adds syntax is a choice, not a fault).
 * Both parsers give the same trees, so a build never fails for this.
 * `syntaxPlugins`: the maintainer's plugins that add syntax, by name (see addsSyntax).
 */
export async function chooseParser(
  asked: MarkdownConfig['parser'],
  syntaxPlugins: readonly string[],
): Promise<ParserChoice> {
  const setting = `markdown.parser: ${asked}`;
  // Why, when the parser is not the one wanted.
  const because = (cause: string) => (asked === 'auto' ? `auto: ${cause}` : `${setting}, but ${cause}`);
  if (asked === 'remark') return { parser: 'remark', reason: `asked for (${setting})` };
  if (syntaxPlugins.length) {
    const adds = syntaxPlugins.length > 1 ? 'add' : 'adds';
    const cause = `${list(syntaxPlugins)} ${adds} Markdown syntax, which only remark-parse reads`;
    return { parser: 'remark', reason: because(cause), ...(asked === 'satteri' ? { notice: notice(cause) } : {}) };
  }
  const satteri = await loadSatteri();
  if ('error' in satteri) {
    const cause = `Sätteri did not load (${satteri.error})`;
    return { parser: 'remark', reason: because(cause), notice: notice(cause) };
  }
  const reason =
    asked === 'auto' ? 'auto: Sätteri loaded and no plugin adds Markdown syntax' : `asked for (${setting})`;
  return { parser: 'satteri', reason };
}

const notice = (cause: string) =>
  `Markdown is parsed with remark-parse instead of Sätteri: ${cause}. ` +
  'The pages are the same, only slower to build: see docs/markdown.md ("Which parser").';

const list = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
