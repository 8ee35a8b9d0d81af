import { lstatSync, readFileSync, statSync } from 'node:fs';
import type { Problem } from '../errors';
import { followLink } from './content-links';
import { decodeText } from './decode-text';
import { displayPath, type SourceFile } from './files';

/**
 * The largest Markdown or YAML file the build reads: 1 MiB. Real pages are a few KB; a file
 * this big is a pasted export or a binary in the wrong folder, and reading it would only
 * slow every build down.
 */
export const MAX_CONTENT_BYTES = 1024 * 1024;

export type ContentRead =
  { status: 'read'; source: SourceFile } | { status: 'missing' } | { status: 'rejected'; problem: Problem };

/**
 * Reads one content text file as bytes and decodes it strictly (see decodeText): never more
 * than MAX_CONTENT_BYTES, never through a link leading out of `contentRoot`. The file system
 * calls are synchronous on purpose: for thousands of small files they cost a few microseconds
 * each, where the promise API's round trips through the thread pool cost tens.
 */
export async function readContentFile(absPath: string, contentRoot: string): Promise<ContentRead> {
  const file = displayPath(absPath);
  let info;
  try {
    info = lstatSync(absPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? { status: 'missing' } : unreadable(file, error as NodeJS.ErrnoException);
  }
  let size = info.size;
  if (info.isSymbolicLink()) {
    const target = await followLink(absPath, contentRoot);
    if (!target.ok) return { status: 'rejected', problem: target.problem };
    try {
      size = statSync(absPath).size;
    } catch (error) {
      return unreadable(file, error as NodeJS.ErrnoException);
    }
  }
  // Checked before reading: a 2 GB file is refused without loading it.
  if (size > MAX_CONTENT_BYTES) return { status: 'rejected', problem: tooLarge(file, size) };
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(absPath);
  } catch (error) {
    return unreadable(file, error as NodeJS.ErrnoException);
  }
  const decoded = decodeText(bytes, file);
  if (!decoded.ok) return { status: 'rejected', problem: decoded.problem };
  return { status: 'read', source: { file, absPath, text: decoded.text } };
}

/**
 * Reads kept between the builds of one long-lived builder (the dev server's): a file is read
 * again only after it is reported changed, so an edit costs one read, not thousands.
 */
export class SourceMemo {
  private readonly reads = new Map<string, Promise<ContentRead>>();

  read(absPath: string, contentRoot: string): Promise<ContentRead> {
    let read = this.reads.get(absPath);
    if (!read) this.reads.set(absPath, (read = readContentFile(absPath, contentRoot)));
    return read;
  }

  /** Forgets the given files, or everything. */
  forget(absPaths?: Iterable<string>): void {
    if (!absPaths) this.reads.clear();
    else for (const p of absPaths) this.reads.delete(p);
  }
}

/** Reads one file, through the memo when there is one. */
export function readThrough(absPath: string, contentRoot: string, memo?: SourceMemo): Promise<ContentRead> {
  return memo ? memo.read(absPath, contentRoot) : readContentFile(absPath, contentRoot);
}

/** Reads several files; problems are collected, never thrown. Files that vanished meanwhile are skipped. */
export async function readContentFiles(
  absPaths: readonly string[],
  contentRoot: string,
  memo?: SourceMemo,
): Promise<{ sources: SourceFile[]; problems: Problem[] }> {
  const reads = await Promise.all(absPaths.map((p) => readThrough(p, contentRoot, memo)));
  return {
    sources: reads.flatMap((r) => (r.status === 'read' ? [r.source] : [])),
    problems: reads.flatMap((r) => (r.status === 'rejected' ? [r.problem] : [])),
  };
}

/** True for a file with nothing but whitespace in it (an editor's accidental save, a failed copy). */
export function isBlank(source: SourceFile): boolean {
  return source.text.trim() === '';
}

function tooLarge(file: string, size: number): Problem {
  const bytes = (n: number) => n.toLocaleString('en-US');
  return {
    file,
    message: `is ${bytes(size)} bytes, over the 1 MiB (${bytes(MAX_CONTENT_BYTES)} bytes) limit for content files`,
    hint: 'Split it into smaller files; images and downloads belong in content/public/.',
  };
}

function unreadable(file: string, error: NodeJS.ErrnoException): ContentRead {
  const isFolder = error.code === 'EISDIR';
  return {
    status: 'rejected',
    problem: {
      file,
      message: isFolder ? 'is a folder, but it should be a file' : `cannot be read (${error.code ?? error.message})`,
      hint: isFolder ? 'Rename the folder; this name is reserved for a content file.' : 'Check the file permissions.',
    },
  };
}
