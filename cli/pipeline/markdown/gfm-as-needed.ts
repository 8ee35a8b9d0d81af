import type { Root } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import type { VFile } from 'vfile';
import { remarkWithinLimits } from './limits/parse-within-limits';
import type { MarkdownProcessor } from './processor';
import { addsSyntax, parsesWithSatteri } from './syntax-plugins';
import { EXIT, walkMdast } from '../../lib/walk-tree';

/**
 * Two of GFM's constructs cost half of parsing a body, tried where most bodies have none:
 * literal autolinks (`www.example.com`, `https://…`, `someone@example.com` as plain text: micromark
 * tries an email address at the start of every word) and tables (tried at the start of every line).
 * So a body is parsed without them where it cannot hold one, and the tree is the one all of GFM
 * gives (a test compares them on random bodies):
 * - a table needs a delimiter row (`--|--`, `:--`), so without a `|` or `:` beside a `-` there is none;
 * - a literal autolink starts with `www.`, `http://` or `https://`, or holds an `@`: what the lean
 *   parser does not take as syntax stays text (or an image's alt), where the tree is searched for
 *   them; when found, the body is parsed again with all of GFM.
 */
export type BodyParser = (file: VFile) => Root;

/** Where a literal autolink could begin (a superset of GFM's: it need not be exact, only never miss). */
const MAY_BEGIN_AUTOLINK = /@|www\.|https?:\/\//i;
/** Where a table's delimiter row could be: a `-` with a `|` or `:` beside it (spaces between). */
const MAY_DELIMIT_TABLE = /[|:][ \t]*-|-[ \t]*[|:]/;

export function createBodyParser(processor: MarkdownProcessor): BodyParser {
  const parseAll = (file: VFile) => processor.parse(file);
  // Sätteri reads all of GFM in a fraction of the lean parse's time: each body is parsed once.
  // A maintainer's syntax plugin could take the text a literal autolink starts with (a mention's
  // `@`): then the trees would differ without this seeing it, so every body gets all of GFM.
  if (parsesWithSatteri(processor) || addsSyntax(processor)) return parseAll;
  const withTables = leanParser({ tables: true });
  const withoutTables = leanParser({ tables: false });
  return (file) => {
    const lean = MAY_DELIMIT_TABLE.test(String(file.value)) ? withTables : withoutTables;
    const tree = lean.parse(file);
    return mayHoldLiteralAutolink(tree) ? parseAll(file) : tree;
  };
}

/** Text (or an image's alt) in which GFM could find a literal autolink. */
function mayHoldLiteralAutolink(tree: Root): boolean {
  let found = false;
  walkMdast(tree, (node) => {
    const text = node.type === 'text' ? node.value : 'alt' in node ? node.alt : undefined;
    if (text && MAY_BEGIN_AUTOLINK.test(text)) {
      found = true;
      return EXIT;
    }
  });
  return found;
}

/** remark-parse with remark-gfm's syntax but for literal autolinks (and tables, unless asked), and remark-directive, within the limits. */
function leanParser({ tables }: { tables: boolean }) {
  function leanGfm(this: Processor) {
    const data = this.data();
    // In remark-gfm's order: footnotes, strikethrough, tables, task lists.
    const syntax = [gfmFootnote(), gfmStrikethrough(), ...(tables ? [gfmTable()] : []), gfmTaskListItem()];
    const trees = [
      gfmFootnoteFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
      ...(tables ? [gfmTableFromMarkdown()] : []),
      gfmTaskListItemFromMarkdown(),
    ];
    (data.micromarkExtensions ??= []).push(...syntax);
    (data.fromMarkdownExtensions ??= []).push(trees);
  }
  return unified().use(remarkParse).use(leanGfm).use(remarkDirective).use(remarkWithinLimits).freeze();
}
