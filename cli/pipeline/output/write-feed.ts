import type { FeedEntry } from '../../kit/define-collection';
import type { SiteConfig } from '../../kit/site-config';
import { escapeXml } from './write-sitemap';

/** Feed readers only need what is new: the latest entries, not the whole archive. */
export const FEED_ITEMS = 20;

/** What a feed lists: its name (after the brand in its title), the page that lists its items, the items newest first. */
export interface Feed {
  name: string;
  route: string;
  entries: readonly FeedEntry[];
}

/** RSS 2.0 feed of the collection that declares one: the 20 newest entries. Dates are calendar days, published at noon UTC. */
export function renderFeed(site: SiteConfig, feed: Feed): string {
  const { url, brand, language } = site.site;
  const posts = feed.entries.slice(0, FEED_ITEMS);
  const items = posts.map((post) => {
    const link = `${url}${post.route}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>`,
      ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
      `      <description>${escapeXml(post.description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const latest = posts[0] ? new Date(`${posts[0].date}T12:00:00Z`).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${brand} ${feed.name}`)}</title>`,
    `    <link>${escapeXml(`${url}${feed.route}`)}</link>`,
    `    <atom:link href="${escapeXml(`${url}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(site.site.description)}</description>`,
    `    <language>${language.toLowerCase()}</language>`,
    ...(latest ? [`    <lastBuildDate>${latest}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
