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
import type { MarkdownProcessor } from './processor';
import { EXIT, walkMdast } from './walk';

/**
 * GFM's literal autolinks (`www.example.com`, `https://…`, `someone@example.com` as plain text)
 * cost about 40 % of parsing a body: micromark tries an email address at the start of every word.
 * Most bodies have none: their links are written `[text](url)`. So a body is parsed first by the
 * same parser without that one extension; only when the tree holds text where a literal autolink
 * could begin is it parsed again with all of GFM. Without that text the two trees are equal: a
 * literal autolink starts with `www.`, `http://`, `https://` or holds an `@`, and whatever the lean
 * parser does not take as syntax stays text (or an image's alt), where this looks for them.
 */
export type BodyParser = (file: VFile) => Root;

/** Where a literal autolink could begin (a superset of GFM's: it need not be exact, only never miss). */
const MAY_BEGIN = /@|www\.|https?:\/\//i;

/** The syntax extensions remark-parse, remark-gfm and remark-directive give a processor. */
const OWN_EXTENSIONS = 2;

export function createBodyParser(processor: MarkdownProcessor): BodyParser {
  const parseAll = (file: VFile) => processor.parse(file);
  // A maintainer's syntax plugin could take the text a literal autolink starts with (a mention's
  // `@`): then the trees would differ without this seeing it, so every body gets all of GFM.
  const data = processor.data();
  const own =
    data.micromarkExtensions?.length === OWN_EXTENSIONS &&
    data.fromMarkdownExtensions?.length === OWN_EXTENSIONS &&
    data.settings === undefined;
  if (!own) return parseAll;
  const lean = unified().use(remarkParse).use(remarkGfmWithoutLiteralAutolinks).use(remarkDirective).freeze();
  return (file) => {
    const tree = lean.parse(file);
    return mayHoldLiteralAutolink(tree) ? parseAll(file) : tree;
  };
}

/** Text (or an image's alt) in which GFM could find a literal autolink. */
export function mayHoldLiteralAutolink(tree: Root): boolean {
  let found = false;
  walkMdast(tree, (node) => {
    const text = node.type === 'text' ? node.value : 'alt' in node ? node.alt : undefined;
    if (text && MAY_BEGIN.test(text)) {
      found = true;
      return EXIT;
    }
  });
  return found;
}

/** remark-gfm's syntax (footnotes, strikethrough, tables, task lists), but for literal autolinks. */
function remarkGfmWithoutLiteralAutolinks(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push([
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ]);
}
