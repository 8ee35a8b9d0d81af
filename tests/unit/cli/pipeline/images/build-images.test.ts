import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { ContentError } from '../../../../../cli/errors';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';
import { parseHtml } from '../../../../support/html';
import { testImage } from '../../../../support/test-image';

describe('images in a build', () => {
  let site: ScratchSite;
  let cacheDir: string;
  const build = () => buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });
  const post = (body: string, frontMatter = '') =>
    site.edit('blog/fast.md', (text) => text.replace('---\n\nBody', `${frontMatter}---\n\n${body}\n\nBody`));

  beforeEach(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-cache-'));
    await mkdir(path.join(site.content, 'images'), { recursive: true });
    await writeFile(path.join(site.content, 'images/chart.jpg'), await testImage(1200, 600));
  });
  afterEach(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('turns a Markdown image into a responsive picture with its size, the first one eager', async () => {
    await post('![Load time against sales](/images/chart.jpg)\n\n![The same chart again](../images/chart.jpg)');
    const result = await build();
    // The chart, and the fixture's portfolio screenshot and team photo (SVG).
    expect(result.images).toEqual({ encoded: 3, seeded: 0, reused: 0 });
    const doc = parseHtml(await site.read('dist/blog/1.html'));
    const pictures = [...doc.querySelectorAll('.prose picture')];
    expect(pictures).toHaveLength(2);
    expect([...pictures[0]!.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const img = pictures[0]!.querySelector('img')!;
    expect([img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      'Load time against sales',
      '1200',
      '600',
    ]);
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(pictures[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    for (const url of img
      .getAttribute('srcset')!
      .split(', ')
      .map((entry) => entry.split(' ')[0]!)) {
      expect((await stat(path.join(site.out, url))).size).toBeGreaterThan(0);
    }
  });

  it('names the file, field and line of a missing front-matter image', async () => {
    await post('Text.', 'image:\n  src: images/gone.png\n  alt: A chart that is not there\n');
    const error = await build().then(
      () => undefined,
      (e: unknown) => e,
    );
    const lines = (await site.read('content/blog/fast.md')).split('\n');
    expect((error as ContentError).problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/blog\/fast\.md$/),
        field: 'image',
        line: lines.indexOf('  src: images/gone.png') + 1,
        message: 'images/gone.png is not an image in content/',
      }),
    ]);
  });

  it('names the line of a missing site.ogImage, which left every page without a card of its own silently without one', async () => {
    await site.edit('site.yaml', (text) =>
      text.replace(/^site:\n/m, 'site:\n  ogImage: { src: images/gone.png, alt: Our logo }\n'),
    );
    const error = await build().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as ContentError).problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/site\.yaml$/),
        line: 4,
        field: 'site.ogImage',
        message: 'images/gone.png is not an image in content/',
      }),
    ]);
  });

  it("makes a 1200x630 social card of a page's image, and of the site's default for the others", async () => {
    await post('Text.', 'image: { src: images/chart.jpg, alt: A bar chart }\n');
    await writeFile(path.join(site.content, 'images/default.png'), await testImage(800, 420, { format: 'png' }));
    await site.edit('site.yaml', (text) =>
      text.replace(/^site:\n/m, 'site:\n  ogImage: { src: images/default.png, alt: Our logo }\n'),
    );
    await build();
    const meta = (file: string, property: string) =>
      parseHtml(file).querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    const postHtml = await site.read('dist/blog/1.html');
    const card = meta(postHtml, 'og:image')!;
    expect(card).toMatch(/^https:\/\/fixture\.example\/assets\/images\/chart-[A-Za-z0-9]{8}-card\.png$/);
    expect([
      meta(postHtml, 'og:image:width'),
      meta(postHtml, 'og:image:height'),
      meta(postHtml, 'og:image:alt'),
    ]).toEqual(['1200', '630', 'A bar chart']);
    expect(await sharp(await readFile(path.join(site.out, new URL(card).pathname))).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    expect(meta(await site.read('dist/legal.html'), 'og:image')).toMatch(/default-[A-Za-z0-9]{8}-card\.png$/);
    expect(parseHtml(postHtml).querySelector('meta[name="twitter:card"]')!.getAttribute('content')).toBe(
      'summary_large_image',
    );
  });

  it('encodes each image once: later builds link the cached files, a changed image is encoded again', async () => {
    await post('![Load time against sales](/images/chart.jpg)');
    await build();
    const first = await site.read('dist/blog/1.html');
    expect((await build()).images).toEqual({ encoded: 0, seeded: 0, reused: 3 });
    expect(await site.read('dist/blog/1.html')).toBe(first);
    await writeFile(path.join(site.content, 'images/chart.jpg'), await testImage(1200, 640));
    const again = await build();
    expect(again.images).toEqual({ encoded: 1, seeded: 0, reused: 2 });
    expect(again.rendered).toBeGreaterThanOrEqual(1);
    expect(await site.read('dist/blog/1.html')).toContain('height="640"');
  });

  it('reports a missing image, an image without alt, a remote image and an unreadable file with file and line', async () => {
    await post('![A chart](/images/nope.jpg)\n\n![](/images/chart.jpg)\n\n![Remote](https://elsewhere.example/a.jpg)');
    await writeFile(path.join(site.content, 'images/broken.png'), 'not an image');
    const error = await build().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''} ${p.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/images\/broken\.png cannot be read as an image/),
        expect.stringMatching(/blog\/fast\.md:\d+ has an image without alt text \(\/images\/chart\.jpg\)/),
        expect.stringMatching(/blog\/fast\.md:\d+ shows an image from another site/),
      ]),
    );
    await rm(path.join(site.content, 'images/broken.png'));
    await post('![A chart](/images/nope.jpg)');
    await site.edit('blog/fast.md', (text) => text.replace(/!\[\]\(\/images\/chart\.jpg\)|!\[Remote\]\([^)]*\)/g, ''));
    const missing = await build().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((missing as ContentError).problems.map((p) => p.message)).toContain(
      'shows /images/nope.jpg, which is not an image in content/',
    );
  });
});
