/** A route as the sitemap lists it. */
export interface SitemapEntry {
  url: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** sitemaps.org 0.9: absolute URLs, lastmod (W3C date) where the content has a date. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeXml(e.url)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemaps.org limit of URLs in one sitemap file. */
export const SITEMAP_LIMIT = 50_000;

/**
 * The sitemap files to write: one `sitemap.xml` up to 50,000 URLs; beyond that a sitemap
 * index at `sitemap.xml` listing `sitemap-1.xml`, `sitemap-2.xml`, ... (sitemaps.org 0.9).
 */
export function renderSitemaps(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  limit = SITEMAP_LIMIT,
): { file: string; xml: string }[] {
  if (entries.length <= limit) return [{ file: 'sitemap.xml', xml: renderSitemap(entries) }];
  const parts: { file: string; xml: string }[] = [];
  for (let i = 0; i < entries.length; i += limit)
    parts.push({ file: `sitemap-${parts.length + 1}.xml`, xml: renderSitemap(entries.slice(i, i + limit)) });
  const index = parts.map((p) => `  <sitemap><loc>${escapeXml(`${siteUrl}/${p.file}`)}</loc></sitemap>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`;
  return [{ file: 'sitemap.xml', xml }, ...parts];
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export { escapeXml };
