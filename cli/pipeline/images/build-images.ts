import path from 'node:path';
import { listContentFiles } from '../../lib/content-tree';
import { ImageCache } from './image-cache';
import { ImageSeed } from './image-seed';
import { ImageWorker, type BuiltImages, type ImageOutput } from './image-worker';
import { IMAGE_EXTENSIONS } from '../../kit/image';
// Folders of content/ that hold images: a shared one, and those of the collections that declare `images`.
import { imageFolders } from '../content';

export type { BuiltImages, ImageOutput } from './image-worker';

/** sharp (libvips) uses threads of its own: two images at a time keep both cores busy. */
const CONCURRENCY = 2;

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
  options: { seedImages?: boolean; keepIn?: string; shownAt?: (key: string) => string | undefined } = {},
): Promise<BuiltImages> {
  const listed = await Promise.all(
    imageFolders().map((folder) => listContentFiles(path.join(contentDir, folder), IMAGE_EXTENSIONS, contentDir)),
  );
  const files = listed.flatMap((l) => l.files);
  const result: BuiltImages = {
    images: {},
    problems: listed.flatMap((l) => l.problems),
    encoded: 0,
    seeded: 0,
    reused: 0,
    kept: [],
    refused: [],
  };
  const cache = cacheDir ? new ImageCache(cacheDir) : undefined;
  const seed = new ImageSeed(contentDir);
  const seeding = options.seedImages ?? false;
  const worker = new ImageWorker(
    { contentDir, out, cache, seed, seeding, keepIn: options.keepIn, cards, cardOnly, shownAt: options.shownAt },
    result,
  );
  const queue = [...files];
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker.drain(queue)));
  // A failed run drops nothing: the seed keeps what it held for the images that could not be read.
  if (seeding && !result.problems.length) seed.dropUnrecorded();
  return result;
}
