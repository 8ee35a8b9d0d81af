import type { Heading } from './page-context';

/** One `## Question {#id}` section of a rendered Markdown body: the heading's text and the HTML under it. */
export interface BodySection {
  id: string;
  title: string;
  html: string;
}

const H2 = /<h2 id="([^"]+)">[\s\S]*?<\/h2>/g;

/**
 * Splits a body rendered by the build's Markdown step at its level-2 headings (which always
 * carry an id). `intro` is what comes before the first one. Titles come from `headings`,
 * already plain text.
 */
export function splitSections(html: string, headings: readonly Heading[]): { intro: string; sections: BodySection[] } {
  const marks = [...html.matchAll(H2)];
  const titles = new Map(headings.filter((h) => h.depth === 2).map((h) => [h.id, h.text]));
  const sections = marks.map((mark, i) => {
    const start = mark.index + mark[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index : html.length;
    return { id: mark[1]!, title: titles.get(mark[1]!) ?? '', html: html.slice(start, end).trim() };
  });
  return { intro: html.slice(0, marks[0]?.index ?? html.length).trim(), sections };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** Rendered HTML as plain text (for JSON-LD): tags dropped, the common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6])>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}
