import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ensureFolderSync } from './write/folders';
import { replaceInSync, touchInSync, unlinkInSync } from './write/fs-writes';

/**
 * A folder of JSON entries, one file per key (`<key>.json`): each is checked by its schema when
 * read (a damaged or foreign entry reads as none) and written through a temporary file and a
 * rename, so no reader ever sees half of one. The image cache and the image seed keep theirs so.
 */
export class JsonIndex<T> {
  constructor(
    readonly dir: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  fileOf(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  read(key: string): T | undefined {
    try {
      const parsed = this.schema.safeParse(JSON.parse(readFileSync(this.fileOf(key), 'utf8')));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Writes the entry's JSON text, unless the file holds exactly that already (no churn for git or mtimes). */
  write(key: string, text: string): void {
    const file = this.fileOf(key);
    try {
      if (readFileSync(file, 'utf8') === text) return;
    } catch {
      // Not there yet.
    }
    ensureFolderSync(this.dir);
    replaceInSync(this.dir, `${key}.json`, text);
  }

  /** Sets the entry's times (pruning keeps what builds used last); nothing when it is gone. */
  touch(key: string, time: Date): void {
    try {
      touchInSync(this.dir, `${key}.json`, time);
    } catch {
      // Gone since it was read.
    }
  }

  /** Deletes the entry; false when it was not there. */
  remove(key: string): boolean {
    return unlinkInSync(this.dir, `${key}.json`);
  }

  /** The keys of every entry. */
  keys(): string[] {
    try {
      return readdirSync(this.dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length));
    } catch {
      return [];
    }
  }
}
