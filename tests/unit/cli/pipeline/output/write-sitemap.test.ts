import { describe, expect, it } from 'vitest';
import { renderFeed } from '../../../../../cli/pipeline/output/write-feed';
import { renderSitemaps } from '../../../../../cli/pipeline/output/write-sitemap';
import type { PostSummary } from '../../../../../templates/model/page-context';
import type { SiteConfig } from '../../../../../templates/model/site-config';

describe('sitemaps', () => {
  const entries = Array.from({ length: 5 }, (_, i) => ({ url: `https://s.example/p/${i}` }));

  it('is one sitemap.xml up to the limit', () => {
    const files = renderSitemaps('https://s.example', entries, 5);
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml']);
    expect(files[0]!.xml).toContain('<urlset');
  });

  it('becomes a sitemap index of parts beyond it (sitemaps.org: 50,000 URLs a file)', () => {
    const files = renderSitemaps('https://s.example', entries, 2);
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    expect(files[0]!.xml).toContain('<sitemapindex');
    expect([...files[0]!.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://s.example/sitemap-1.xml',
      'https://s.example/sitemap-2.xml',
      'https://s.example/sitemap-3.xml',
    ]);
    expect(files.slice(1).map((f) => (f.xml.match(/<url>/g) ?? []).length)).toEqual([2, 2, 1]);
  });
});

describe('feed', () => {
  it('carries the 20 newest entries only', () => {
    const site = {
      site: { url: 'https://s.example', brand: 'B', language: 'en-CA', description: 'd' },
    } as unknown as SiteConfig;
    const posts = Array.from({ length: 25 }, (_, i): PostSummary => ({
      route: `/p/${i}`,
      title: `P${i}`,
      excerpt: 'e',
      category: 'c',
      date: '2025-01-01',
      readTime: 1,
      featured: false,
      icon: 'zap',
    }));
    const xml = renderFeed(site, {
      name: 'blog',
      route: '/blog',
      entries: posts.map((p) => ({ title: p.title, route: p.route, date: p.date, description: p.excerpt })),
    });
    expect((xml.match(/<item>/g) ?? []).length).toBe(20);
    expect(xml).toContain('<title>P0</title>');
    expect(xml).not.toContain('<title>P20</title>');
  });
});
