import { decodeHtml } from './markdown-syntax';

/** Class of the element that scrolls a wide table sideways (styled in templates/styles/prose.css). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

const TABLE = /<table>[\s\S]*?<\/table>/g;
const HEADER_CELL = /<th(?: [^>]*)?>([\s\S]*?)<\/th>/g;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Wide tables and code blocks scroll sideways on phones, and a scrolling region must be
 * reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`): each table goes into
 * a focusable region labelled by its column headers, and each code block is focusable itself.
 */
export function makeScrollRegionsFocusable(html: string): string {
  return html.replace(/<pre><code( class="[^"]*")?>/g, '<pre><code$1 tabindex="0">').replace(TABLE, (table) => {
    const head = table.slice(0, table.indexOf('</thead>'));
    const headers = [...head.matchAll(HEADER_CELL)].map((m) => decodeHtml(m[1]!.replace(/<[^>]*>/g, '')).trim()).filter(Boolean);
    return `<div class="${TABLE_SCROLL_CLASS}" tabindex="0" role="region" aria-label="${escapeAttribute(`Table: ${headers.join(', ')}`)}">${table}</div>`;
  });
}
