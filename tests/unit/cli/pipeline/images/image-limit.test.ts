import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { ContentError } from '../../../../../cli/errors';
import {
  checkDecodedSize,
  ImageTooLarge,
  MAX_DECODED_BYTES,
  MAX_PIXELS,
} from '../../../../../cli/pipeline/images/image-limit';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

const refusal = (meta: Parameters<typeof checkDecodedSize>[0]) => {
  try {
    checkDecodedSize(meta, 1920);
  } catch (error) {
    if (error instanceof ImageTooLarge) return error;
    throw error;
  }
  return undefined;
};

describe('the decoded-size limit', () => {
  it(`takes up to ${MAX_PIXELS / 1e6} megapixels of 8-bit samples, a 48-megapixel photo included`, () => {
    expect(refusal({ width: 8064, height: 6048, channels: 3, depth: 'uchar' })).toBeUndefined();
    expect(refusal({ width: 10_000, height: 5000, channels: 4, depth: 'uchar' })).toBeUndefined();
  });

  it('refuses more pixels, or 16-bit samples that need more memory, with the size to resize to (never "save as JPEG")', () => {
    const huge = refusal({ width: 16_000, height: 16_000, channels: 3, depth: 'uchar' })!;
    expect(huge.message).toMatch(/^is 16000x16000 px \(256 megapixels, 768 MB decoded\)/);
    expect(huge.hint).toMatch(/^Resize it to at most 7071x7071 px/);
    expect(huge.hint).not.toMatch(/JPEG/);
    const deep = refusal({ width: 8000, height: 6000, channels: 3, depth: 'ushort' })!;
    expect(deep.message).toContain('288 MB decoded');
    const [width, height] = /at most (\d+)x(\d+) px/.exec(deep.hint)!.slice(1).map(Number) as [number, number];
    expect(width * height * 3 * 2).toBeLessThanOrEqual(MAX_DECODED_BYTES);
    expect(width / height).toBeCloseTo(8000 / 6000, 2);
  });
});

describe('an image over the limit in a build', () => {
  let site: ScratchSite;
  let cacheDir: string;
  beforeEach(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-cache-'));
  });
  afterEach(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('is refused from its header, in seconds, naming the image, where it is shown and its line', async () => {
    // Just over the limit, blank: a small file, as the 1 MB PNG of 16000 x 16000 pixels was.
    const side = Math.ceil(Math.sqrt(MAX_PIXELS)) + 1;
    const png = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await mkdir(path.join(site.content, 'images'), { recursive: true });
    await writeFile(path.join(site.content, 'images/huge.png'), png);
    await writeFile(path.join(site.content, 'images/body.png'), png);
    await site.edit('blog/fast.md', (text) =>
      text.replace(
        '---\n\nBody',
        'image: { src: images/huge.png, alt: A blank page }\n---\n\n![Blank](/images/huge.png)\n\n![Also blank](../images/body.png)\n\nBody',
      ),
    );

    const started = performance.now();
    const error = await buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(error).toBeInstanceOf(ContentError);
    // One problem each, the image's: the page showing it is not also told the image is missing.
    const problems = [...(error as ContentError).problems].sort((x, y) => x.file.localeCompare(y.file));
    expect(problems.map((p) => p.file.replace(/^.*content\//, ''))).toEqual(['images/body.png', 'images/huge.png']);
    expect(problems[1]!.message).toContain(`is ${side}x${side} px`);
    const lines = (await site.read('content/blog/fast.md')).split('\n');
    const lineOf = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    const shownBy = (at: string) => new RegExp(`^Shown by \\S*content/blog/fast\\.md:${at}\\. Resize it`);
    expect(problems[1]!.hint).toMatch(shownBy(`${lineOf('image:')} \\(image\\)`));
    expect(problems[0]!.hint).toMatch(shownBy(String(lineOf('![Also'))));
  });
});
