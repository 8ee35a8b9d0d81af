import { SEED_FOLDER } from '../../lib/output-names';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { objectName } from '../../cache/object-store';
import { JsonIndex } from '../../lib/json-index';
import { ensureFolderSync } from '../../lib/write/folders';
import { replaceInSync, unlinkInSync } from '../../lib/write/fs-writes';
import type { ImageInfo } from '../../kit/image';
import type { EncodedFile, EncodedImage } from './encode-image';

const entrySchema = z.object({
  info: z.custom<ImageInfo>((value) => typeof value === 'object' && value !== null),
  files: z.array(z.object({ path: z.string(), object: z.string(), bytes: z.number() })),
});
type Entry = z.infer<typeof entrySchema>;

/** What a seed holds, for `site cache seed` to print. */
export interface SeedUsage {
  entries: number;
  files: number;
  bytes: number;
}

/**
 * Encoded images shipped with the content (`content/.encoded/`), so that a fresh clone's first
 * build copies them instead of spending seconds per image in sharp. Keyed exactly like the image
 * cache (see image-worker.ts), so an image, a setting or a sharp version that changed simply
 * misses and is encoded. Unlike the cache, it lives in git: objects are plain files named by the
 * hash of their bytes (no stamps, which a checkout does not keep), and each lookup reads and
 * verifies every byte, so a damaged or half-merged file is never served.
 */
export class ImageSeed {
  private readonly entries: JsonIndex<Entry>;
  private readonly objects: string;
  /** What this run recorded: the rest is dropped by `dropUnrecorded`. */
  private readonly recorded = new Set<string>();
  private readonly recordedObjects = new Set<string>();

  constructor(contentDir: string) {
    const dir = path.join(contentDir, SEED_FOLDER);
    this.entries = new JsonIndex(path.join(dir, 'index'), entrySchema);
    this.objects = path.join(dir, 'objects');
  }

  /** The encoding stored under `key`; undefined when there is none, it is unreadable or any file's bytes are not those named. */
  lookup(key: string): EncodedImage | undefined {
    const entry = this.entries.read(key);
    if (!entry) return undefined;
    const files: EncodedFile[] = [];
    for (const file of entry.files) {
      let contents: Buffer;
      try {
        contents = readFileSync(path.join(this.objects, file.object));
      } catch {
        return undefined;
      }
      if (contents.byteLength !== file.bytes || objectName(contents) !== file.object) return undefined;
      files.push({ path: file.path, contents });
    }
    return { info: entry.info, files };
  }

  /**
   * Stores an encoding under `key` and marks it as used by this run. Writes only what is not
   * already there as it would be written, so seeding again without changes leaves git clean.
   */
  record(key: string, image: EncodedImage): void {
    ensureFolderSync(this.objects);
    const files = image.files.map((file) => {
      const object = objectName(file.contents);
      const target = path.join(this.objects, object);
      // An object already there is kept while its bytes still match its name.
      if (!existsSync(target) || objectName(readFileSync(target)) !== object)
        replaceInSync(this.objects, object, file.contents);
      this.recordedObjects.add(object);
      return { path: file.path, object, bytes: file.contents.byteLength };
    });
    // Indented, one field per line: a reviewer sees which files an image's change touched.
    const text = `${JSON.stringify({ info: image.info, files }, null, 2)}\n`;
    this.entries.write(key, text);
    this.recorded.add(key);
  }

  /** Removes the entries and objects this run did not record: the seed then holds exactly what the content uses. */
  dropUnrecorded(): { entries: number; objects: number } {
    const entries = this.entries.keys().filter((key) => !this.recorded.has(key));
    const objects = list(this.objects).filter((name) => !this.recordedObjects.has(name));
    for (const key of entries) this.entries.remove(key);
    for (const name of objects) unlinkInSync(this.objects, name);
    return { entries: entries.length, objects: objects.length };
  }

  /** How many entries and files the seed holds, and their bytes. */
  usage(): SeedUsage {
    const objects = list(this.objects);
    const bytes = objects.reduce((sum, name) => sum + statSync(path.join(this.objects, name)).size, 0);
    return { entries: this.entries.keys().length, files: objects.length, bytes };
  }
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
