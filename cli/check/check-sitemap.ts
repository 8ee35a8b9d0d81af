import type { Output } from './read-output';
import { isIndexable, type CheckProblem } from './problem';

const fix = 'The build writes sitemap.xml from the pages; rebuild, or check `noindex` in the page front matter.';

/** sitemap.xml (or a sitemap index and its parts) lists exactly the indexable pages, by canonical URL. */
export async function checkSitemap(output: Output): Promise<CheckProblem[]> {
  if (!output.files.has('sitemap.xml')) return [{ where: 'sitemap.xml', rule: 'sitemap', message: 'is missing', fix }];
  const listed = new Set(await sitemapUrls(output, 'sitemap.xml', 0));
  const expected = new Map<string, string>();
  for (const page of output.pages.values()) {
    if (isIndexable(page)) expected.set(page.facts.canonical ?? `${output.siteUrl}${page.route}`, page.route);
  }
  const problems: CheckProblem[] = [];
  for (const [url, route] of expected) {
    if (!listed.has(url))
      problems.push({
        where: route,
        rule: 'sitemap',
        message: `is indexable but sitemap.xml does not list ${url}`,
        fix,
        // What decides whether a page is listed: its front matter.
        find: [{ page: /^(?:noindex|internal):/ }, { page: /^template:/ }],
      });
  }
  for (const url of listed) {
    if (!expected.has(url)) {
      problems.push({
        where: 'sitemap.xml',
        rule: 'sitemap',
        message: `lists ${url}, which is not an indexable page of the site`,
        fix,
      });
    }
  }
  return problems;
}

async function sitemapUrls(output: Output, file: string, depth: number): Promise<string[]> {
  if (!output.files.has(file) || depth > 1) return [];
  const xml = (await output.read(file)).toString('utf8');
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => unescapeXml(m[1]!));
  if (!/<sitemapindex\b/.test(xml)) return locs;
  const parts = locs.map((loc) => (loc.startsWith(output.siteUrl) ? loc.slice(output.siteUrl.length + 1) : loc));
  return (await Promise.all(parts.map((part) => sitemapUrls(output, part, depth + 1)))).flat();
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
