import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toHast } from 'mdast-util-to-hast';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Plugin, Processor } from 'unified';

/**
 * The Markdown the site accepts: CommonMark plus GitHub's tables and strikethrough. The rest of
 * GFM (bare-URL autolinks, footnotes, task lists) is left out on purpose: no page uses it, and
 * its autolink scanner alone made parsing 60% slower. Links are written `[text](url)`.
 */
export function remarkSiteSyntax(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown());
}

/**
 * Markdown to HTML without a sanitizer pass: raw HTML never reaches the output (mdast-util-to-hast
 * drops it unless told otherwise, and the build reports it as a content problem), and links and
 * images with a scripting scheme are content problems too (see annotate in markdown.ts).
 */
export const remarkSiteHtml: Plugin<[], MdastRoot, string> = function () {
  this.compiler = (tree) => `${toHtml(toHast(tree as MdastRoot, { allowDangerousHtml: false }) as Root)}\n`;
};

/** Only these schemes (or a relative URL or #anchor) may appear in links and images. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:/?#]*[/?#])/i;
export const isSafeUrl = (url: string) => SAFE_URL.test(url.trim());
