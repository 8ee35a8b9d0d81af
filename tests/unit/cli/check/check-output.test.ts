import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { checkOutput } from '../../../../cli/check/check-output';
import type { ScratchSite } from '../../../support/fixtures';
import { linkedSite } from '../../../support/linked-site';

/** Each test breaks one thing in a fresh build of a fixture site whose links all resolve. */
describe('checkOutput', () => {
  let site: ScratchSite;
  const build = () => buildSite({ contentDir: site.content, outDir: site.out });
  const page = (file: string) => path.join(site.out, file);
  const editPage = async (file: string, change: (html: string) => string) =>
    writeFile(page(file), change(await readFile(page(file), 'utf8')));
  const problemsOf = async () =>
    (await checkOutput(site.out)).problems.map((p) => `${p.where} [${p.rule}] ${p.message}`);

  beforeAll(async () => {
    site = await linkedSite();
  });
  afterAll(() => site.remove());

  it('passes the fixture site, reporting each page weight', async () => {
    await build();
    const report = await checkOutput(site.out);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.weights.find((w) => w.route === '/legal')).toMatchObject({
      script: expect.any(Number),
      style: expect.any(Number),
    });
  });

  it('finds a broken link in front matter and a missing anchor in the output, naming page and target', async () => {
    // A body link to a route, or an anchor, the site does not have fails the build itself (see the
    // bad-content cases and tests/cli/check.test.ts); the check still finds them in any HTML it is given.
    await site.edit('pages/index.md', (t) =>
      t.replace('primaryCta: { label: Contact, href: /legal }', 'primaryCta: { label: Contact, href: /no-such-page }'),
    );
    await build();
    await editPage('blog/2.html', (html) =>
      html.replace('</main>', '<a href="/legal#4-fourth-section">section four</a></main>'),
    );
    expect(await problemsOf()).toEqual([
      '/ [links] <a href="/no-such-page"> leads nowhere',
      '/blog/2 [anchors] <a href="/legal#4-fourth-section"> points at #4-fourth-section, which legal.html does not have',
    ]);
    await site.edit('pages/index.md', (t) => t.replace('href: /no-such-page }', 'href: /legal }'));
  });

  it('follows redirects: a link to a redirected path is fine, one whose redirect target lacks the anchor is not', async () => {
    await build();
    await editPage('blog/2.html', (html) =>
      html.replace(
        '</main>',
        '<a href="/old-blog">old blog</a> <a href="/gone/#2-second-section">terms</a> <a href="/gone/#nope">x</a></main>',
      ),
    );
    expect(await problemsOf()).toEqual([
      '/blog/2 [anchors] <a href="/gone/#nope"> points at #nope, which legal.html does not have',
    ]);
  });

  it('finds an image without alt, an image with an empty alt, and images without dimensions', async () => {
    // The build refuses such images in Markdown; the check still finds them in any HTML it is given.
    await build();
    await editPage('blog/1.html', (html) => html.replace('</main>', '<img src="/favicon.svg" alt=""></main>'));
    await editPage('legal.html', (html) =>
      html.replace('</main>', '<img src="/favicon.svg" width="32" height="32"></main>'),
    );
    expect(await problemsOf()).toEqual([
      '/blog/1 [images] <img src="/favicon.svg"> has an empty alt',
      '/blog/1 [images] <img src="/favicon.svg"> has no width and height',
      '/legal [images] <img src="/favicon.svg"> has no alt text',
    ]);
  });

  it('finds a page over its JavaScript budget, and a page with inline code the CSP does not allow', async () => {
    await build();
    await writeFile(page('assets/heavy.js'), `export const noise = "${randomBytes(6000).toString('base64')}";`);
    await editPage('legal.html', (html) =>
      html.replace('</head>', '<script type="module" src="/assets/heavy.js"></script></head>'),
    );
    await editPage('blog.html', (html) =>
      html.replace('</main>', '<p style="color:red" onclick="go()">x</p><script>go()</script></main>'),
    );
    const problems = await problemsOf();
    expect(problems).toEqual([
      expect.stringMatching(/^\/blog \[csp\] has an inline <script> the CSP does not allow \('sha256-/),
      '/blog [csp] has 1 style="" attribute(s)',
      '/blog [csp] has an inline event handler p[onclick]',
      expect.stringMatching(
        /^\/legal \[budgets\] loads \d+\.\d KB of JavaScript without any island \(budget 4\.0 KB\)$/,
      ),
    ]);
  });

  it('finds an inline style outside the page policy, and a page without a policy narrowing inline styles', async () => {
    await build();
    await editPage('blog.html', (html) => html.replace('</head>', '<style>.x{color:red}</style></head>'));
    await editPage('legal.html', (html) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''));
    expect(await problemsOf()).toEqual([
      expect.stringMatching(/^\/blog \[csp\] has an inline <style> the CSP does not allow \('sha256-/),
      "/legal [csp] the CSP allows every inline style: the page needs a meta policy whose style-src lists its stylesheets' hashes",
    ]);
  });

  it('finds head problems on indexable pages: a second h1, a missing description, a foreign canonical, shared titles', async () => {
    await build();
    await editPage('legal.html', (html) =>
      html
        .replace('</main>', '<h1>Again</h1></main>')
        .replace(/<meta name="description"[^>]*>/, '')
        .replace(/(<link rel="canonical" href=")[^"]*/, '$1https://elsewhere.example/x'),
    );
    const title = /<title>([^<]*)<\/title>/.exec(await readFile(page('blog.html'), 'utf8'))![1]!;
    await editPage('index.html', (html) => html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`));
    expect((await problemsOf()).sort()).toEqual(
      [
        `/ [seo] shares its title "${title}" with /blog`,
        `/blog [seo] shares its title "${title}" with /`,
        "/legal [seo] canonical is https://elsewhere.example/x, not the page's own https://fixture.example/legal",
        '/legal [seo] has 2 h1 headings; a page needs exactly one',
        '/legal [seo] has no meta description',
        '/legal [sitemap] is indexable but sitemap.xml does not list https://elsewhere.example/x',
        'sitemap.xml [sitemap] lists https://fixture.example/legal, which is not an indexable page of the site',
      ].sort(),
    );
  });

  it('finds a sitemap that misses a page or lists one that is noindex', async () => {
    await build();
    const sitemap = await readFile(page('sitemap.xml'), 'utf8');
    await writeFile(
      page('sitemap.xml'),
      sitemap
        .replace(/ {2}<url><loc>[^<]*\/legal<\/loc>.*\n/, '')
        .replace('</urlset>', '  <url><loc>https://fixture.example/embed</loc></url>\n</urlset>'),
    );
    expect(await problemsOf()).toEqual([
      '/legal [sitemap] is indexable but sitemap.xml does not list https://fixture.example/legal',
      'sitemap.xml [sitemap] lists https://fixture.example/embed, which is not an indexable page of the site',
    ]);
  });
});
