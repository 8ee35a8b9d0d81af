import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage } from '../../../../../cli/pipeline/images/encode-image';
import { testImage } from '../../../../support/test-image';

describe('encodeImage', () => {
  it('makes AVIF, WebP and JPEG at each width up to the original, with the intrinsic size of the largest', async () => {
    const { info, files } = await encodeImage('images/team photo.jpg', await testImage(1000, 500));
    expect(info.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(info.fallback.type).toBe('image/jpeg');
    for (const set of [...info.sources, info.fallback])
      expect(set.variants.map((v) => v.width)).toEqual([320, 640, 960, 1000]);
    expect([info.width, info.height]).toEqual([1000, 500]);
    expect(files).toHaveLength(12);
    expect(info.fallback.variants[0]!.url).toMatch(/^\/assets\/images\/team-photo-[A-Za-z0-9]{8}-320\.jpg$/);
    const small = files.find((f) => f.path.endsWith('-320.avif'))!;
    expect(await sharp(small.contents).metadata()).toMatchObject({ width: 320, height: 160 });
    // Modern formats are smaller than the JPEG of the same width.
    const jpeg = files.find((f) => f.path.endsWith('-1000.jpg'))!.contents.byteLength;
    expect(files.find((f) => f.path.endsWith('-1000.webp'))!.contents.byteLength).toBeLessThan(jpeg);
  });

  it('never enlarges: an image narrower than the smallest width keeps its own', async () => {
    const { info } = await encodeImage('images/icon.jpg', await testImage(200, 100));
    expect(info.fallback.variants.map((v) => v.width)).toEqual([200]);
  });

  it('keeps transparency with a PNG fallback', async () => {
    const { info } = await encodeImage('images/logo.png', await testImage(400, 200, { alpha: true }));
    expect(info.fallback.type).toBe('image/png');
  });

  it('gives an opaque PNG (a screenshot with an unused alpha channel) a JPEG fallback', async () => {
    const opaque = await sharp(await testImage(400, 200, { format: 'png' }))
      .ensureAlpha(1)
      .png()
      .toBuffer();
    expect((await sharp(opaque).metadata()).hasAlpha).toBe(true);
    const { info } = await encodeImage('images/screenshot.png', opaque);
    expect(info.fallback.type).toBe('image/jpeg');
  });

  it('serves an SVG as it is, with its size, and renders a social card of it when asked', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315" viewBox="0 0 600 315"><rect width="600" height="315" fill="#0b1f3a"/></svg>',
    );
    const { info, files } = await encodeImage('images/card.svg', svg, { card: true });
    expect(info.sources).toEqual([]);
    expect([info.width, info.height, info.fallback.type]).toEqual([600, 315, 'image/svg+xml']);
    const card = files.find((f) => `/${f.path}` === info.card)!;
    expect(await sharp(card.contents).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
  });

  it('makes only the 1200 x 630 card of an image no page shows (the default social card)', async () => {
    const { info, files } = await encodeImage('images/social-card.png', await testImage(1600, 840), { cardOnly: true });
    expect(files.map((f) => f.path)).toEqual([
      expect.stringMatching(/^assets\/images\/social-card-[\w-]{8}-card\.png$/),
    ]);
    expect(info.card).toBe(`/${files[0]!.path}`);
    expect(await sharp(files[0]!.contents).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('names the file after its content: the same bytes, the same URLs', async () => {
    const bytes = await testImage(300, 200);
    const [a, b] = await Promise.all([encodeImage('images/a.jpg', bytes), encodeImage('images/a.jpg', bytes)]);
    expect(a.info).toEqual(b.info);
    const other = await encodeImage('images/a.jpg', await testImage(300, 201));
    expect(other.info.fallback.variants[0]!.url).not.toBe(a.info.fallback.variants[0]!.url);
  });

  it('rejects a file that is not an image', async () => {
    await expect(encodeImage('images/broken.jpg', Buffer.from('not an image'))).rejects.toThrow();
  });
});
