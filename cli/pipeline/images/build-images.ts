import path from 'node:path';
import type { Problem } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import { displayPath } from '../../lib/files';
import { contentHash } from '../../lib/hash';
import { readFile } from 'node:fs/promises';
import type { EncodedImage } from './encode-image';
import { ImageCache } from './image-cache';
import { ImageSeed } from './image-seed';
import { objectName } from '../../cache/object-store';
import { installedVersion } from '../../lib/installed-version';
import { IMAGE_EXTENSIONS, type ImageInfo } from '../../../templates/model/image';

/** Where the images go: the output folder being written, which records each file it is given. */
export interface ImageOutput {
  readonly dir: string;
  write(file: string, contents: Uint8Array): Promise<void>;
  record(file: string, bytes: number): void;
}

/** Folders of content/ that hold images: a shared one, and beside the pages and posts that use them. */
const IMAGE_FOLDERS = ['images', 'pages', 'blog'];
/** Bump when encoding changes: every cached image is then made again. */
const PIPELINE = 'images-4';
/** sharp (libvips) uses threads of its own: two images at a time keep both cores busy. */
const CONCURRENCY = 2;

export interface BuiltImages {
  /** By path inside content/, e.g. `images/founder.jpg`. */
  images: Record<string, ImageInfo>;
  problems: Problem[];
  encoded: number;
  /** Copied from the content's seed (see ImageSeed): encoded before, in another clone. */
  seeded: number;
  reused: number;
  /** Files left where they were in the output folder being updated (see ImageCache.link). */
  kept: string[];
}

/**
 * Every image in content/ becomes responsive, modern files under /assets/images/ (see
 * encodeImage), made once: the encoded files are kept in the image cache (`cacheDir`) by the
 * source's hash, and later builds of any folder hard-link them. An image the cache lacks comes
 * from the content's seed when it holds it (a fresh clone), else is encoded. With `seedImages`,
 * the seed is rewritten to hold exactly the images this build used. An unreadable image is a
 * content problem.
 */
export async function buildImages(
  contentDir: string,
  out: ImageOutput,
  cacheDir: string | undefined,
  cards: ReadonlySet<string>,
  /** Social cards no page shows: only their card is made. */
  cardOnly: ReadonlySet<string> = new Set(),
  options: { seedImages?: boolean; keepIn?: string } = {},
): Promise<BuiltImages> {
  const listed = await Promise.all(
    IMAGE_FOLDERS.map((folder) => listContentFiles(path.join(contentDir, folder), IMAGE_EXTENSIONS, contentDir)),
  );
  const files = listed.flatMap((l) => l.files);
  const result: BuiltImages = {
    images: {},
    problems: listed.flatMap((l) => l.problems),
    encoded: 0,
    seeded: 0,
    reused: 0,
    kept: [],
  };
  const cache = cacheDir ? new ImageCache(cacheDir) : undefined;
  const seed = new ImageSeed(contentDir);
  const seeding = options.seedImages ?? false;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const key = path.relative(contentDir, file).split(path.sep).join('/');
      const bytes = await readFile(file);
      const cacheKey = contentHash(
        PIPELINE,
        installedVersion('sharp'),
        String(cards.has(key)),
        String(cardOnly.has(key)),
        key,
        objectName(bytes),
      );
      const linked = cache?.link(cacheKey, out.dir, seeding ? undefined : options.keepIn);
      if (linked) {
        for (const f of linked.files) out.record(f.path, f.bytes);
        result.kept.push(...linked.kept);
        result.images[key] = linked.info;
        result.reused += 1;
        // The seed's own files win over the cache's: encoded elsewhere, they may differ by a few bytes (no churn in git).
        if (seeding)
          seed.record(cacheKey, seed.lookup(cacheKey) ?? (await readLinked(out.dir, linked.info, linked.files)));
        continue;
      }
      let image = seed.lookup(cacheKey);
      if (image) result.seeded += 1;
      else {
        try {
          // sharp is loaded only when something is to be encoded (a warm build, or a fresh clone's with its seed, encodes nothing).
          const { encodeImage } = await import('./encode-image');
          image = await encodeImage(key, bytes, { card: cards.has(key), cardOnly: cardOnly.has(key) });
        } catch (error) {
          result.problems.push({
            file: displayPath(file),
            message: `cannot be read as an image (${(error as Error).message})`,
            hint: 'Save it again as JPEG, PNG, WebP, AVIF or SVG.',
          });
          continue;
        }
        result.encoded += 1;
      }
      cache?.set(cacheKey, image);
      if (seeding) seed.record(cacheKey, image);
      // Linked from the cache just filled, as the next build will be: the bytes are written once, not twice.
      const stored = cache?.link(cacheKey, out.dir);
      if (stored) for (const f of stored.files) out.record(f.path, f.bytes);
      else for (const f of image.files) await out.write(f.path, f.contents);
      result.images[key] = image.info;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // A failed run drops nothing: the seed keeps what it held for the images that could not be read.
  if (seeding && !result.problems.length) seed.dropUnrecorded();
  return result;
}

/** The files of a cached encoding, read back from where they were linked (seeding only). */
async function readLinked(dir: string, info: ImageInfo, files: { path: string }[]): Promise<EncodedImage> {
  return {
    info,
    files: await Promise.all(
      files.map(async (f) => ({ path: f.path, contents: await readFile(path.join(dir, f.path)) })),
    ),
  };
}
