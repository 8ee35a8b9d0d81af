import path from 'node:path';
import { z } from 'zod';
import { ObjectStore } from '../../cache/object-store';
import { JsonIndex } from '../../lib/json-index';
import { unlinkInSync } from '../../lib/write/fs-writes';
import type { ImageInfo } from '../../kit/image';
import type { EncodedImage } from './encode-image';

const entrySchema = z.object({
  info: z.custom<ImageInfo>((value) => typeof value === 'object' && value !== null),
  files: z.array(z.object({ path: z.string(), object: z.string(), stamp: z.string(), bytes: z.number() })),
});
type Entry = z.infer<typeof entrySchema>;

/**
 * Encoded images, shared by every build on this machine whatever its content folder, output
 * folder or flags (`build`, `check`, `audit` and `dev` each build elsewhere): one small index
 * file per encoding (by the source's hash and the pipeline's settings) and the files in an
 * object store of their own, hard-linked into the output while their stamps (size, time,
 * inode) are those they were stored with. Deleting the folder makes every image encode again;
 * an entry whose files are missing or were changed is ignored.
 */
export class ImageCache {
  private readonly store: ObjectStore;
  private readonly entries: JsonIndex<Entry>;

  constructor(dir: string) {
    this.store = new ObjectStore(path.join(dir, 'objects'));
    this.entries = new JsonIndex(path.join(dir, 'index'), entrySchema);
  }

  /** Marks an entry as used by this build, for pruning (see prune-cache.ts). */
  private markUsed(key: string): void {
    // Gone since it was read: the next build encodes it again.
    this.entries.touch(key, new Date());
  }

  /**
   * Links the files of a cached encoding into `outDir` and returns what pages need to know of
   * it, with each file's path and size; undefined (and nothing left behind) when it is not
   * cached or a file of it changed. A file that `keepIn` (the output folder being updated)
   * already holds as the stored object is left there and listed in `kept`.
   */
  link(
    key: string,
    outDir: string,
    keepIn?: string,
  ): { info: ImageInfo; files: { path: string; bytes: number }[]; kept: string[] } | undefined {
    const entry = this.entries.read(key);
    if (!entry) return undefined;
    const linked: string[] = [];
    const kept: string[] = [];
    for (const file of entry.files) {
      if (keepIn && this.store.holds(file.stamp, path.join(keepIn, file.path))) {
        kept.push(file.path);
        continue;
      }
      this.store.ensureDirIn(outDir, path.dirname(file.path));
      // In place (dev), an earlier build's file may be there: replace it, never write through it.
      removeFile(outDir, file.path);
      if (!this.store.linkStamped(file.object, file.stamp, outDir, file.path)) {
        for (const done of linked) removeFile(outDir, done);
        return undefined;
      }
      linked.push(file.path);
    }
    this.markUsed(key);
    return { info: entry.info, files: entry.files.map((f) => ({ path: f.path, bytes: f.bytes })), kept };
  }

  set(key: string, encoded: EncodedImage): void {
    const files = encoded.files.map((f) => {
      const object = this.store.put(f.contents);
      return { path: f.path, object, stamp: this.store.stamp(object) ?? '', bytes: f.contents.byteLength };
    });
    this.entries.write(key, JSON.stringify({ info: encoded.info, files }));
  }
}

function removeFile(root: string, rel: string): void {
  try {
    unlinkInSync(root, rel);
  } catch {
    // Not there.
  }
}
