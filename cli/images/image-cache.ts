import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ObjectStore } from '../cache/object-store';
import type { ImageInfo } from '../../templates/image';
import type { EncodedImage } from './encode-image';

const entrySchema = z.object({
  info: z.custom<ImageInfo>((value) => typeof value === 'object' && value !== null),
  files: z.array(z.object({ path: z.string(), object: z.string() })),
});

/**
 * Encoded images, shared by every build on this machine whatever its content folder, output
 * folder or flags (`build`, `check`, `audit` and `dev` each build elsewhere): one small index
 * file per encoding (by the source's hash and the pipeline's settings) and the files in an
 * object store of their own. Deleting the folder makes every image encode again; an entry
 * whose files are missing or damaged is ignored (the store proves each file by its hash).
 */
export class ImageCache {
  private readonly store: ObjectStore;
  private readonly index: string;

  constructor(dir: string) {
    this.store = new ObjectStore(path.join(dir, 'objects'));
    this.index = path.join(dir, 'index');
  }

  private fileOf(key: string): string {
    return path.join(this.index, `${key}.json`);
  }

  get(key: string): EncodedImage | undefined {
    let entry: z.infer<typeof entrySchema>;
    try {
      const parsed = entrySchema.safeParse(JSON.parse(readFileSync(this.fileOf(key), 'utf8')));
      if (!parsed.success) return undefined;
      entry = parsed.data;
    } catch {
      return undefined;
    }
    const files = entry.files.map((f) => ({ path: f.path, contents: this.store.read(f.object) }));
    if (!files.every((f) => f.contents)) return undefined;
    return { info: entry.info, files: files.map((f) => ({ path: f.path, contents: f.contents! })) };
  }

  set(key: string, encoded: EncodedImage): void {
    const files = encoded.files.map((f) => ({ path: f.path, object: this.store.put(f.contents) }));
    mkdirSync(this.index, { recursive: true });
    const temp = `${this.fileOf(key)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temp, JSON.stringify({ info: encoded.info, files }));
    renameSync(temp, this.fileOf(key));
  }
}
