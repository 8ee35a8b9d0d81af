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
 * One parser for every document: making it combines the extensions with CommonMark's
 * constructs, which cost as much as parsing a short post. Parsing is synchronous, so the
 * per-document state (link definitions, lazy lines) is reset before each one.
 */
const parser = parse({ extensions });

/**
 * Parses Markdown with micromark (remark's own parser) and compiles its events straight to
 * HTML: no syntax tree and no HTML tree are built only to be serialised, which made a page's
 * Markdown a third cheaper. The events are returned too, for what the build checks.
 * Links and images with a scripting scheme never reach the HTML (micromark empties them), and
 * are reported as content problems (markdown.ts).
 */
export function markdownToHtml(markdown: string): { html: string; events: Event[] } {
  parser.defined = [];
  parser.lazy = {};
  const events = postprocess(parser.document().write(preprocess()(markdown, undefined, true)));
  return { html: compile({ htmlExtensions })(events), events };
}

/** Only these schemes (or a relative URL or #anchor) may appear in links and images. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:/?#]*[/?#])/i;
export const isSafeUrl = (url: string) => SAFE_URL.test(url.trim());

/** Undoes micromark's escaping of text and attribute values (it escapes only these four). */
export const decodeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
