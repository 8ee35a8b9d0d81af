import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { SKIP, walkHast } from '../../../lib/walk-tree';
import type { BodyLink, ProseBlock } from '../result';

/** Elements whose text is read as one run of sentences (as `site check` reads the output's prose). */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'li']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** A dollar amount: the blocks a price check reads. */
const PRICE = /\$\d/;
/** A URL that leaves the site, or is not a page address at all. */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Records what a body claims that the build checks against the whole site once every page is
 * known: its links to the site's own pages and their anchors (with their body lines: one that
 * leads nowhere, or to an id its page does not have, fails the build) and its blocks of prose that state a dollar amount (a price that contradicts the
 * offer it names fails the build). Runs last, so links and text other plugins added count too.
 * Absolute links to the site's own address count as the site's.
 */
export function rehypeBodyClaims(options: { siteUrl: string }) {
  const site = new URL(options.siteUrl);
  return (tree: Root, file: VFile) => {
    const links: BodyLink[] = [];
    const prices: ProseBlock[] = [];
    let heading: string | undefined;
    walkHast(tree, 'element', (node) => {
      const href = node.tagName === 'a' ? node.properties.href : undefined;
      if (typeof href === 'string' && isOwnPage(href, site)) links.push(withLine({ url: href }, node));
      if (!BLOCKS.has(node.tagName) || (node.tagName === 'li' && node.children.some(isParagraph))) return undefined;
      const text = textOf(node.children);
      const isHeading = HEADINGS.has(node.tagName);
      if (PRICE.test(text))
        prices.push({ text, line: node.position?.start.line ?? 1, ...(heading && !isHeading ? { heading } : {}) });
      if (isHeading) heading = text;
      // Links inside the block still count.
      walkHast(node, 'element', (inner) => {
        const url = inner.tagName === 'a' ? inner.properties.href : undefined;
        if (inner !== node && typeof url === 'string' && isOwnPage(url, site)) links.push(withLine({ url }, inner));
      });
      return SKIP;
    });
    file.data.links = links;
    file.data.prices = prices;
  };
}

/** A link into the site: a page (`/faq`, `../blog/1`), an anchor on one (`/faq#pricing`) or on this one (`#install`). */
function isOwnPage(href: string, site: URL): boolean {
  if (href === '' || href === '#') return false;
  if (!ELSEWHERE.test(href)) return true;
  try {
    return new URL(href).origin === site.origin;
  } catch {
    return false;
  }
}

const withLine = (link: BodyLink, node: Element): BodyLink =>
  node.position ? { ...link, line: node.position.start.line } : link;

const isParagraph = (child: ElementContent) => child.type === 'element' && child.tagName === 'p';

/** The text of inline content as written: soft line breaks stay newlines, so a sentence's line can be counted. */
function textOf(children: readonly ElementContent[]): string {
  let text = '';
  for (const child of children) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element') text += child.tagName === 'br' ? '\n' : textOf(child.children);
  }
  return text;
}
