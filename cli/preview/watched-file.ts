import { readFile, stat } from 'node:fs/promises';

/**
 * The parsed contents of one file, re-read only when it changes on disk. Each `current()` costs
 * one stat, shared by every request that arrives while it runs. The key includes the inode and
 * ctime because a rebuild replaces `dist/` by renaming a new folder into place, which can leave
 * a file with the same size and mtime but different contents.
 */
export class WatchedFile<T> {
  private key: string | undefined;
  private value: T;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly file: string,
    private readonly parse: (text: string) => T,
  ) {
    this.value = parse('');
  }

  current(): Promise<T> {
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<T> {
    const info = await stat(this.file).catch(() => undefined);
    const key = info ? `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}` : 'missing';
    if (key === this.key) return this.value;
    // Gone between the stat and the read (a swap in progress): parse nothing now, look again next time.
    const text = info ? await readFile(this.file, 'utf8').catch(() => undefined) : '';
    this.value = this.parse(text ?? '');
    this.key = text === undefined ? undefined : key;
    return this.value;
  }
}
