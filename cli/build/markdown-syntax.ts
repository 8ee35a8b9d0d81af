import { compile, parse, postprocess, preprocess } from 'micromark';
import { gfmStrikethrough, gfmStrikethroughHtml } from 'micromark-extension-gfm-strikethrough';
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table';
import type { CompileContext, Event, HtmlExtension } from 'micromark-util-types';

/**
 * The Markdown the site accepts: CommonMark plus GitHub's tables and strikethrough. The rest of
 * GFM (bare-URL autolinks, footnotes, task lists) is left out on purpose: no page uses it, and
 * its autolink scanner alone made parsing 60% slower. Links are written `[text](url)`.
 */
const extensions = [gfmTable(), gfmStrikethrough()];

/**
 * Raw HTML is parsed (CommonMark says where it ends) but never written: the build reports it
 * as a content problem, and the page's CSP allows no inline markup of its own anyway.
 */
const dropRawHtml: HtmlExtension = {
  enter: { htmlFlow: bufferIt, htmlText: bufferIt },
  exit: { htmlFlow: dropIt, htmlText: dropIt },
};
function bufferIt(this: CompileContext): undefined {
  this.buffer();
}
function dropIt(this: CompileContext): undefined {
  this.resume();
}

const htmlExtensions = [gfmTableHtml(), gfmStrikethroughHtml(), dropRawHtml];

/**
 * One parser per set of extensions, for every document: making it combines the extensions with
 * CommonMark's constructs, which costs as much as parsing a short post. Parsing is synchronous,
 * so the per-document state (link definitions, lazy lines) is reset before each one.
 */
const withTables = parse({ extensions });
const withoutTables = parse({ extensions: [gfmStrikethrough()] });

/**
 * A line a table's delimiter row could be (`| --- | :-: |`, `--- | ---`), inside any blockquote or
 * list: only `-`, `:`, `|` and spaces, with a `-` and a `:` or `|` (micromark-extension-gfm-table
 * takes nothing less). Bare `---` is a thematic break or a heading's underline, never a table.
 */
const DELIMITER_ROW = /^[ \t>]*(?=[-:| \t]*-)(?=[-:| \t]*[:|])[-:| \t]+$/m;

/**
 * The table construct is tried at the start of every block, and scans a paragraph's whole first
 * line as a possible header row before it gives up: a quarter of the parsing time of a post
 * without tables. A document with no line that could be a delimiter row cannot hold a table,
 * and the parser without it writes the same HTML (tests compare both).
 */
export function parserFor(markdown: string): typeof withTables {
  return DELIMITER_ROW.test(markdown) ? withTables : withoutTables;
}

/**
 * Parses Markdown with micromark (remark's own parser) and compiles its events straight to
 * HTML: no syntax tree and no HTML tree are built only to be serialised, which made a page's
 * Markdown a third cheaper. The events are returned too, for what the build checks.
 * Links and images with a scripting scheme never reach the HTML (micromark empties them), and
 * are reported as content problems (markdown.ts).
 */
export function markdownToHtml(markdown: string, parser = parserFor(markdown)): { html: string; events: Event[] } {
  parser.defined = [];
  parser.lazy = {};
  const events = postprocess(parser.document().write(preprocess()(markdown, undefined, true)));
  return { html: compile({ htmlExtensions })(events), events };
}

/** The parser that knows tables, whatever the document (tests compare the two). */
export const tableParser = withTables;

/** Only these schemes (or a relative URL or #anchor) may appear in links and images. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:/?#]*[/?#])/i;
export const isSafeUrl = (url: string) => SAFE_URL.test(url.trim());

/** Undoes micromark's escaping of text and attribute values (it escapes only these four). */
export const decodeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
