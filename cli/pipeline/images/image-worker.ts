import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../../errors';
import { objectName } from '../../cache/object-store';
import { displayPath } from '../../lib/files';
import { contentHash } from '../../lib/hash';
import { installedVersion } from '../../lib/installed-version';
import type { ImageInfo } from '../../kit/image';
import type { EncodedImage } from './encode-image';
import type { ImageCache } from './image-cache';
import type { ImageSeed } from './image-seed';
import { ImageTooLarge } from './image-limit';

/** Bump when encoding changes: every cached image is then made again. */
const PIPELINE = 'images-4';

/** Where the images go: the output folder being written, which records each file it is given. */
export interface ImageOutput {
  readonly dir: string;
  write(file: string, contents: Uint8Array): Promise<void>;
  record(file: string, bytes: number): void;
}

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
  /** Images of content/ that could not be made, each with its problem: what shows them is not told they are missing too. */
  refused: string[];
}

/** Where a build's images come from and go, and which of them get a social card. */
export interface ImageSources {
  contentDir: string;
  out: ImageOutput;
  cache: ImageCache | undefined;
  seed: ImageSeed;
  /** Whether the seed is being rewritten to hold exactly the images this build uses. */
  seeding: boolean;
  /** The output folder being updated, whose unchanged files stay where they are (see ImageCache.link). */
  keepIn: string | undefined;
  cards: ReadonlySet<string>;
  /** Social cards no page shows: only their card is made. */
  cardOnly: ReadonlySet<string>;
  /** Where an image (by its path inside content/) is shown, for its problems: `content/blog/x.md:11 (image)`. */
  shownAt?: ((key: string) => string | undefined) | undefined;
}

/**
 * Makes images one after another, adding each to a build's result: linked from the image cache
 * when it holds the image, else copied from the content's seed or encoded, then cached. Several
 * workers share one queue (see buildImages).
 */
export class ImageWorker {
  constructor(
    private readonly sources: ImageSources,
    private readonly result: BuiltImages,
  ) {}

  /** Takes files (absolute paths) from the queue until it is empty. */
  async drain(queue: string[]): Promise<void> {
    for (let file = queue.shift(); file; file = queue.shift()) await this.make(file);
  }

  /** One image, into the output; an unreadable one becomes a problem. */
  private async make(file: string): Promise<void> {
    const { contentDir, out, cache, seed, seeding, keepIn } = this.sources;
    const key = path.relative(contentDir, file).split(path.sep).join('/');
    const bytes = await readFile(file);
    const cacheKey = this.cacheKey(key, bytes);
    const linked = cache?.link(cacheKey, out.dir, seeding ? undefined : keepIn);
    if (linked) {
      await this.reuse(key, cacheKey, linked);
      return;
    }
    let image = seed.lookup(cacheKey);
    if (image) this.result.seeded += 1;
    else image = await this.encode(file, key, bytes);
    if (!image) return;
    cache?.set(cacheKey, image);
    if (seeding) seed.record(cacheKey, image);
    // Linked from the cache just filled, as the next build will be: the bytes are written once, not twice.
    const stored = cache?.link(cacheKey, out.dir);
    if (stored) for (const f of stored.files) out.record(f.path, f.bytes);
    else for (const f of image.files) await out.write(f.path, f.contents);
    this.result.images[key] = image.info;
  }

  /** What the image's encoding depends on: the pipeline, sharp's version, its cards, its path and bytes. */
  private cacheKey(key: string, bytes: Uint8Array): string {
    const { cards, cardOnly } = this.sources;
    return contentHash(
      PIPELINE,
      installedVersion('sharp'),
      String(cards.has(key)),
      String(cardOnly.has(key)),
      key,
      objectName(bytes),
    );
  }

  /** Counts an image the cache linked into the output (and records it in the seed being rewritten). */
  private async reuse(key: string, cacheKey: string, linked: NonNullable<ReturnType<ImageCache['link']>>) {
    const { out, seed, seeding } = this.sources;
    for (const f of linked.files) out.record(f.path, f.bytes);
    this.result.kept.push(...linked.kept);
    this.result.images[key] = linked.info;
    this.result.reused += 1;
    // The seed's own files win over the cache's: encoded elsewhere, they may differ by a few bytes (no churn in git).
    if (seeding) seed.record(cacheKey, seed.lookup(cacheKey) ?? (await readLinked(out.dir, linked.info, linked.files)));
  }

  /** The image encoded, or undefined with a problem recorded when it cannot be read as one. */
  private async encode(file: string, key: string, bytes: Uint8Array): Promise<EncodedImage | undefined> {
    const { cards, cardOnly } = this.sources;
    let image: EncodedImage;
    try {
      // sharp is loaded only when something is to be encoded (a warm build, or a fresh clone's with its seed, encodes nothing).
      const { encodeImage } = await import('./encode-image');
      image = await encodeImage(key, bytes, { card: cards.has(key), cardOnly: cardOnly.has(key) });
    } catch (error) {
      this.result.problems.push(this.problem(file, key, error));
      this.result.refused.push(key);
      return undefined;
    }
    this.result.encoded += 1;
    return image;
  }

  /** Why an image was not encoded: too large to decode (with where it is shown), or unreadable. */
  private problem(file: string, key: string, error: unknown): Problem {
    if (!(error instanceof ImageTooLarge))
      return {
        file: displayPath(file),
        message: `cannot be read as an image (${(error as Error).message})`,
        hint: 'Save it again as JPEG, PNG, WebP, AVIF or SVG.',
      };
    const shown = this.sources.shownAt?.(key);
    return {
      file: displayPath(file),
      message: error.message,
      hint: `${shown ? `Shown by ${shown}. ` : ''}${error.hint}`,
    };
  }
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
