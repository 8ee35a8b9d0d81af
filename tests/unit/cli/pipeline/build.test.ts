import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../../cli/pipeline/driver/build-site';
import { ContentError } from '../../../../cli/errors';
import { parsePolicy } from '../../../../templates/csp';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';
import { parseHtml } from '../../../support/html';

describe('buildSite on the basic fixture', () => {
  let site: ScratchSite;
  let result: BuildResult;
  const html = async (file: string) => parseHtml(await site.read(`dist/${file}`));

  beforeAll(async () => {
    site = await scratchSite();
    result = await buildSite({ contentDir: site.content, outDir: site.out });
  });
  afterAll(() => site.remove());

  it('returns what it wrote: routes, their files and inputs, redirects, byte counts', () => {
    expect(result.pages.map((p) => `${p.route} ${p.file}`)).toEqual([
      '/ index.html',
      '/404 404.html',
      '/a-long-slug-guide/ a-long-slug-guide/index.html',
      '/blog blog.html',
      '/blog/1 blog/1.html',
      '/blog/2 blog/2.html',
      '/blog/category/performance blog/category/performance.html',
      '/blog/category/security blog/category/security.html',
      '/blog/category/web-development blog/category/web-development.html',
      '/embed embed.html',
      '/legal legal.html',
    ]);
    const blog = result.pages.find((p) => p.route === '/blog')!;
    expect(blog.inputs).toEqual(
      expect.arrayContaining([expect.stringMatching(/pages\/blog\.md$/), expect.stringMatching(/blog\/\*\.md$/)]),
    );
    // A page's own file, site.yaml and the homes of facts (any template may show a person, an offer or a claim).
    expect(
      result.pages
        .find((p) => p.route === '/legal')!
        .inputs.map((f) => path.basename(f))
        .sort(),
    ).toEqual(['company.yaml', 'legal.md', 'offers.yaml', 'people.yaml', 'site.yaml']);
    expect(result.pages.find((p) => p.route === '/embed')!.inputs).toEqual(
      expect.arrayContaining([expect.stringMatching(/data\/booking\.yaml$/)]),
    );
    expect(result.totalBytes).toBe(result.files.reduce((s, f) => s + f.bytes, 0));
    for (const file of result.files) expect(existsSync(path.join(site.out, file.path)), file.path).toBe(true);
  });

  it('skips drafts, and internal pages without --include-internal', () => {
    expect(existsSync(path.join(site.out, 'wip.html'))).toBe(false);
    expect(existsSync(path.join(site.out, 'hidden.html'))).toBe(false);
  });

  it('writes head metadata: suffixed title, description, absolute canonical, social, robots, geo', async () => {
    const doc = await html('legal.html');
    const meta = (sel: string) => doc.querySelector(sel)?.getAttribute('content');
    expect(doc.title).toBe('Fixture Terms | Chinook Digital');
    expect(meta('meta[name=description]')).toBe('Terms of the fixture site, used to test legal pages and lastmod.');
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://fixture.example/legal');
    expect(meta('meta[property="og:title"]')).toBe('Fixture Terms | Chinook Digital');
    expect(meta('meta[property="og:url"]')).toBe('https://fixture.example/legal');
    expect(meta('meta[name="twitter:description"]')).toBe(meta('meta[name=description]'));
    expect(meta('meta[name=robots]')).toBe('index, follow');
    expect(meta('meta[name="geo.region"]')).toBe('CA-AB');
    expect(meta('meta[name="geo.placename"]')).toBe('Calgary');
    expect(doc.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
  });

  it('keeps a title that already names the brand, and marks noindex pages', async () => {
    // Its own site: the shared one stays as every other test here reads it.
    const again = await scratchSite();
    await again.edit('pages/legal.md', (t) => t.replace('title: Fixture Terms', 'title: Terms at Chinook Digital'));
    await buildSite({ contentDir: again.content, outDir: again.out });
    expect(parseHtml(await again.read('dist/legal.html')).title).toBe('Terms at Chinook Digital');
    await again.remove();
    expect((await html('404.html')).querySelector('meta[name=robots]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
  });

  it('puts ProfessionalService JSON-LD with the address on the home page', async () => {
    const blocks = [...(await html('index.html')).querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    const org = blocks.find((b) => b['@type'] === 'ProfessionalService');
    expect(org).toMatchObject({
      name: 'Chinook Digital',
      url: 'https://fixture.example',
      telephone: '+14035550147',
      address: { '@type': 'PostalAddress', addressLocality: 'Calgary', addressRegion: 'AB', addressCountry: 'CA' },
    });
  });

  it('gives articles BlogPosting and BreadcrumbList JSON-LD', async () => {
    const types = [...(await html('blog/1.html')).querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '')['@type'],
    );
    expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);
  });

  it('writes a sitemap of indexable pages only, with lastmod from content dates', async () => {
    const xml = await site.read('dist/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://fixture.example/',
      'https://fixture.example/a-long-slug-guide/',
      'https://fixture.example/blog',
      'https://fixture.example/blog/1',
      'https://fixture.example/blog/2',
      'https://fixture.example/blog/category/performance',
      'https://fixture.example/blog/category/security',
      'https://fixture.example/blog/category/web-development',
      'https://fixture.example/legal',
    ]);
    expect(xml).toContain('<loc>https://fixture.example/a-long-slug-guide/</loc><lastmod>2025-01-05</lastmod>');
    expect(xml).toContain('<loc>https://fixture.example/blog</loc><lastmod>2025-09-18</lastmod>');
    expect(xml).not.toMatch(/404|hidden|wip|blogs|old-blog|embed/);
  });

  it('writes robots.txt with the Sitemap line, and an RSS feed newest first', async () => {
    expect(await site.read('dist/robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml');
    const feed = await site.read('dist/feed.xml');
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://fixture.example/blog',
      'https://fixture.example/blog/1',
      'https://fixture.example/blog/2',
      'https://fixture.example/a-long-slug-guide/',
    ]);
    expect(feed).toContain('<title>Speed: The First Post</title>');
  });

  it('writes _redirects (exact first, then splats) and a stub page per exact redirect', async () => {
    expect(await site.read('dist/_redirects')).toBe(
      '/old-blog /blog 301\n/blogs /blog 301\n/gone/ /legal 301\n/legacy/* / 301\n',
    );
    const stub = await html('gone/index.html');
    expect(stub.querySelector('meta[http-equiv=refresh]')?.getAttribute('content')).toBe('0; url=/legal');
    expect(stub.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://fixture.example/legal');
    expect(stub.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(stub.querySelector('a[href="/legal"]')).not.toBeNull();
    expect((await html('old-blog.html')).querySelector('meta[http-equiv=refresh]')?.getAttribute('content')).toBe(
      '0; url=/blog',
    );
  });

  it('gives the 404 page its text, the wildcard rules, the routes and the exact redirects as data', async () => {
    const doc = await html('404.html');
    expect(doc.title).toBe('Page Not Found - 404 Error | Chinook Digital');
    expect(doc.body.textContent).toContain('Did you forget to add the page to the router?');
    expect(JSON.parse(doc.getElementById('wildcard-redirects')!.textContent!)).toEqual([
      { prefix: '/legacy/', to: '/' },
    ]);
    const table = JSON.parse(doc.getElementById('route-table')!.textContent!);
    // Every page route (paginated ones too) but the 404 page's own.
    expect(table.routes).toEqual(
      result.pages
        .map((p) => p.route)
        .filter((r) => r !== '/404')
        .sort(),
    );
    expect(table.redirects).toEqual([
      ['/old-blog', '/blog'],
      ['/blogs', '/blog'],
      ['/gone/', '/legal'],
    ]);
  });

  it('ships at most 4 KB gzipped of JavaScript on a page with no island, and no React', async () => {
    const doc = await html('legal.html');
    const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!);
    const preloads = [...doc.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')!);
    expect(scripts).toEqual([result.assets.enhance!.script]);
    expect(preloads.sort()).toEqual([...result.assets.enhance!.imports].sort());
    const code = await Promise.all([...scripts, ...preloads].map((url) => readFile(path.join(site.out, url))));
    const gzipped = code.reduce((sum, c) => sum + gzipSync(c).byteLength, 0);
    expect(gzipped).toBeLessThanOrEqual(4096);
    for (const c of code) expect(c.toString()).not.toMatch(/react\.transitional\.element|hydrateRoot/);
    expect(
      doc.querySelectorAll('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])'),
    ).toHaveLength(0);
  });

  it("inlines the site stylesheet and the template styles into every page, each allowed by its hash in the page's own policy", async () => {
    const assets = await readdir(path.join(site.out, 'assets'));
    expect(assets.filter((f) => /^site-[A-Z0-9]+\.css/.test(f))).toEqual([]);
    expect(assets.filter((f) => f.endsWith('.js.map')).length).toBeGreaterThanOrEqual(2);
    const { css, hash } = result.assets.stylesheet;
    expect(gzipSync(css).byteLength).toBeLessThanOrEqual(20 * 1024);
    expect(css).not.toContain('sourceMappingURL');
    for (const [file, template] of [
      ['index.html', 'home'],
      ['legal.html', 'legal'],
      ['404.html', 'not-found'],
    ] as const) {
      const doc = await html(file);
      const styles = [...doc.querySelectorAll('head style')].map((s) => s.textContent ?? '');
      expect(styles.slice(0, 2), file).toEqual([css, result.assets.templates[template]!.css]);
      // The page's meta policy comes before its styles and allows exactly them.
      const policy = doc.querySelector('head meta[http-equiv="Content-Security-Policy"]')!;
      expect(policy.compareDocumentPosition(doc.querySelector('head style')!) & 4).toBeTruthy();
      const hashes = styles.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      const styleSrc = parsePolicy(policy.getAttribute('content')!).get('style-src');
      expect(styleSrc?.slice(0, hashes.length + 1), file).toEqual(["'self'", ...hashes]);
    }
    expect(result.assets.templates.legal!.css).toContain('.legal');
    expect(css).not.toContain('.legal');
    expect(hash).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // The header's line stays short whatever the number of templates (hosts ignore lines over 2,000 characters).
    const headers = await site.read('dist/_headers');
    expect(Math.max(...headers.split('\n').map((line) => line.length))).toBeLessThan(2000);
    expect(headers).toMatch(/style-src 'self' 'unsafe-inline'/);
  });

  it('copies content/public to the site root', async () => {
    expect(await site.read('dist/favicon.svg')).toContain('<svg');
  });

  it('lists on each page only the scripts and styles of the islands it renders', async () => {
    const scripts = (doc: Document) =>
      [...doc.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));
    const legal = await html('legal.html');
    expect(scripts(legal)).toEqual([result.assets.enhance!.script]);
    const embed = await html('embed.html');
    const booking = result.assets.islands.booking!;
    // The page loads the island loader, never the island's own code: each island names it for the loader.
    expect(scripts(embed)).toEqual([result.assets.enhance!.script, result.assets.islandLoader!.script]);
    const islands = [...embed.querySelectorAll<HTMLElement>('[data-island=booking]')];
    expect(islands).toHaveLength(2);
    for (const island of islands) {
      expect(island.dataset.islandSrc).toBe(booking.script);
      expect(island.dataset.islandPreload?.split(' ')).toEqual(booking.imports);
    }
    const inline = [result.assets.stylesheet, result.assets.templates['embed-docs']!, ...booking.styles];
    expect([...embed.querySelectorAll('head style')].map((s) => s.textContent)).toEqual(inline.map((s) => s.css));
    expect(legal.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
    const preloads = [...embed.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    expect(preloads).not.toContain(booking.script);
    for (const chunk of booking.imports) expect(preloads).not.toContain(chunk);
    expect(result.pages.find((p) => p.route === '/embed')!.islands).toEqual(['booking']);
  });

  it('puts React in one shared chunk used by every island, never by the enhancement script (which runs the consent banner)', async () => {
    const isReact = async (url: string) => (await site.read(`dist${url}`)).includes('react.transitional.element');
    const reactIn = async (urls: readonly string[]) =>
      (await Promise.all(urls.map(async (u) => ((await isReact(u)) ? u : '')))).filter(Boolean);
    const files = (await readdir(path.join(site.out, 'assets'), { recursive: true }))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/assets/${f}`);
    const reactChunks = await reactIn(files);
    expect(reactChunks).toHaveLength(1);
    const booking = result.assets.islands.booking!;
    expect([booking.script, ...booking.imports]).toContain(reactChunks[0]);
    expect(await reactIn([result.assets.enhance!.script, ...result.assets.enhance!.imports])).toEqual([]);
  });

  it('writes self-contained embed scripts (one IIFE, CSS inlined, config baked in) at stable URLs', async () => {
    expect(result.assets.embeds.booking).toBe('/embed/booking.js');
    for (const [name, url] of Object.entries(result.assets.embeds)) expect(url).toBe(`/embed/${name}.js`);
    const code = await site.read('dist/embed/booking.js');
    expect(code).not.toMatch(/^import |\bexport\s*\{/m);
    expect(code).toContain('cdw-booking__book');
    expect(code).toContain('Book a Quick Call');
    expect(code).toContain('https://calendly.com/chinookdigital/15min');
  });

  it('builds the consent embed without React: the banner markup rendered at build time, driven by the vanilla controller', async () => {
    const code = await site.read('dist/embed/consent.js');
    expect(code).not.toContain('react.transitional.element');
    expect(code).toContain('data-consent-banner');
    expect(code).toContain('chinook:consent');
  });

  it('measures every budget and meets each', () => {
    expect(result.budgets.map((b) => b.name)).toEqual([
      expect.stringMatching(/^JavaScript, page without islands \(returning visitor: \/[^,]*, \d+ files?\)$/),
      ...Object.keys(result.assets.islands).map((name) => `React + ${name} island`),
      ...Object.keys(result.assets.embeds).map((name) => `embed/${name}.js`),
      'Site stylesheet (inlined)',
    ]);
    expect(result.budgets.map((b) => b.name)).toEqual(
      expect.arrayContaining(['React + booking island', 'embed/booking.js']),
    );
    for (const budget of result.budgets) expect(budget.bytes, budget.name).toBeLessThanOrEqual(budget.limit);
    expect(result.budgets[0]!.limit).toBe(4096);
  });
});

describe('buildSite failures', () => {
  it('throws ContentError with every problem and leaves the previous output untouched', async () => {
    const site = await scratchSite();
    await mkdir(site.out);
    await writeFile(path.join(site.out, 'marker.txt'), 'previous build');
    await site.edit('pages/legal.md', (t) => t.replace('template: legal', 'template: nope'));
    await site.edit(
      'redirects.yaml',
      (t) => `${t}- { from: /loop-a, to: /loop-b }\n- { from: /loop-b, to: /loop-a }\n`,
    );
    const error = await buildSite({ contentDir: site.content, outDir: site.out }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems.map((p) => p.message)).toEqual([
      'unknown template "nope"',
      'redirect loop: /loop-a -> /loop-b -> /loop-a',
      'redirect loop: /loop-b -> /loop-a -> /loop-b',
    ]);
    expect(await readdir(site.out)).toEqual(['marker.txt']);
    expect((await readdir(site.dir)).sort()).toEqual(['content', 'dist']);
    await site.remove();
  });

  it('builds internal pages with includeInternal, always noindex and never in the sitemap', async () => {
    const site = await scratchSite();
    await buildSite({ contentDir: site.content, outDir: site.out, includeInternal: true });
    const doc = parseHtml(await site.read('dist/hidden.html'));
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, follow');
    expect(await site.read('dist/sitemap.xml')).not.toContain('hidden');
    await site.remove();
  });
});
