import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

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
    mkdirSync(this.dir, { recursive: true });
    writeAtomically(file, text);
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

/** Through a temporary file and a rename: an interrupted write never leaves half a file. */
export function writeAtomically(target: string, contents: string | Uint8Array): void {
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, target);
}
