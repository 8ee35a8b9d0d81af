/** An `id` attribute as react-dom/server writes it: double-quoted, its value escaped. */
const ID = /\sid="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * Every id a rendered page has, for the anchors links point at (`/faq#pricing`, `#install`):
 * kept with the page's record, so a build that reuses the page, or renders only edited bodies,
 * still knows them. One pass over the HTML; attribute values in react's escaping decoded.
 */
export function idsOf(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(ID)) ids.add(match[1]!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!));
  return [...ids];
}
