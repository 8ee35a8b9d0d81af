import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { ContentError } from '../../../../../cli/errors';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';
import { parseHtml } from '../../../../support/html';
import { differences, distFiles } from '../../../../support/dist-files';

/** Images named by content/data/ (a portfolio case's screenshot, a team member's photo). */
describe('images of data sets', () => {
  let site: ScratchSite;
  let cacheDir: string;
  const build = () => buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });
  const home = async () => parseHtml(await site.read('dist/index.html'));

  beforeEach(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-cache-'));
  });
  afterEach(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('become pictures made by the pipeline, low priority where they sit far down the page', async () => {
    await build();
    const doc = await home();
    const screenshot = doc.querySelector('.case__media img')!;
    expect(screenshot.getAttribute('src')).toMatch(/^\/assets\/images\/bakery-[A-Za-z0-9]{8}\.svg$/);
    expect([
      screenshot.getAttribute('alt'),
      screenshot.getAttribute('width'),
      screenshot.getAttribute('height'),
    ]).toEqual(['The Bow Bakery site', '320', '200']);
    const photo = doc.querySelector('img.founder__avatar')!;
    expect(photo.getAttribute('src')).toMatch(/^\/assets\/images\/founder-[A-Za-z0-9]{8}\.svg$/);
    expect(photo.getAttribute('alt')).toBe('Ana Fixture, smiling');
    // Neither is taken for the page's first, eager image.
    for (const img of [screenshot, photo])
      expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['lazy', 'low']);
  });

  it('re-render the pages that show them when the image changes under the same name', async () => {
    await build();
    const before = (await home()).querySelector('.case__media img')!.getAttribute('src');
    await site.write(
      'images/bakery.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#0b1f3a"/></svg>',
    );
    const again = await build();
    expect(again.images.encoded).toBe(1);
    const after = (await home()).querySelector('.case__media img')!.getAttribute('src');
    expect(after).toMatch(/^\/assets\/images\/bakery-[A-Za-z0-9]{8}\.svg$/);
    expect(after).not.toBe(before);
  });

  it("re-render the pages that show a person's photo when it changes under the same name, as a build without cache", async () => {
    await build();
    const before = (await home()).querySelector('img.founder__avatar')!.getAttribute('src');
    await site.write(
      'images/founder.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="90" fill="#c2410c"/></svg>',
    );
    const again = await build();
    expect(again.rendered).toBeGreaterThan(0);
    const after = (await home()).querySelector('img.founder__avatar')!.getAttribute('src');
    expect(after).toMatch(/^\/assets\/images\/founder-[A-Za-z0-9]{8}\.svg$/);
    expect(after).not.toBe(before);
    const fresh = path.join(cacheDir, 'fresh');
    await buildSite({ contentDir: site.content, outDir: fresh, cache: false, workers: 0 });
    expect(differences(await distFiles(site.out), await distFiles(fresh))).toEqual([]);
  });

  it('a missing one is an error naming the data file, the field and its line', async () => {
    await site.edit('data/portfolio.yaml', (text) => text.replace('images/bakery.svg', 'images/gone.png'));
    const error = await build().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/data\/portfolio\.yaml$/),
        field: '[0].image',
        line: 4,
        message: 'images/gone.png is not an image in content/',
      }),
    );
  });
});
