/** Where a number-word compound must not break: headings, buttons and links styled as buttons. */
const ZONE = /<(h[1-6]|button)\b[^>]*>|<a\b[^>]*\bclass="[^"]*\bbutton\b[^"]*"[^>]*>/g;
/** A hyphen inside a compound: "15-minute", "30-day money-back". */
const COMPOUND = /([\p{L}\d])-(?=\p{L})/gu;
const NON_BREAKING_HYPHEN = '\u2011';
const ISLAND = /<div\b[^>]*\sdata-island="/g;

/**
 * Keeps compounds ("15-minute founder call", "30-day money-back guarantee") whole in headings and
 * buttons: their hyphens become non-breaking hyphens (U+2011), so a narrow screen breaks the line
 * before the compound, never inside it ("30-day money- / back"). One pass over a page's body markup, so it
 * covers what Markdown and templates wrote alike; text only, never attributes. Islands are left as
 * they are: the browser renders them again from their props, and its text must match the page's.
 */
export function keepCompounds(html: string): string {
  if (!/[\p{L}\d]-\p{L}/u.test(html)) return html;
  const islands = islandRanges(html);
  let out = '';
  let done = 0;
  for (const open of html.matchAll(ZONE)) {
    const start = open.index + open[0].length;
    if (open.index < done || islands.some(([from, to]) => open.index >= from && open.index < to)) continue;
    const end = html.indexOf(`</${open[1] ?? 'a'}>`, start);
    if (end < 0) continue;
    const inner = html
      .slice(start, end)
      .replace(
        /(^|>)([^<]+)/g,
        (_, edge: string, text: string) => edge + text.replace(COMPOUND, `$1${NON_BREAKING_HYPHEN}`),
      );
    out += html.slice(done, start) + inner;
    done = end;
  }
  return out + html.slice(done);
}

/** Where each island's markup starts and ends (its wrapper <div> and everything inside). */
function islandRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const open of html.matchAll(ISLAND)) {
    let depth = 0;
    const tags = /<(\/?)div\b[^>]*>/g;
    tags.lastIndex = open.index;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        ranges.push([open.index, tag.index + tag[0].length]);
        break;
      }
    }
  }
  return ranges;
}
