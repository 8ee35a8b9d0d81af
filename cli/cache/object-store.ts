import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writtenStamp } from '../lib/file-stamp';
import { ensureFolderSync } from '../lib/write/folders';
import { copyInSync, linkInSync, mkdirInSync, replaceInSync, unlinkInSync, writeInSync } from '../lib/write/fs-writes';

/** Why a hard link may be refused where a copy works: another file system, no links allowed, too many. */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP']);

/** The name of a stored object: the sha256 of its bytes, so every read can prove it intact. */
export function objectName(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/**
 * A content-addressed store of files (like git's objects): each object is named by the hash
 * of its bytes, so a corrupt or truncated object is detected the moment it is read and is
 * never trusted. Outputs are hard-linked out of it into the build's staging folder.
 */
export class ObjectStore {
  private readonly dirs = new Set<string>();

  constructor(readonly dir: string) {}

  /**
   * Objects are spread over 64 folders by the first character of their name: a cold build of
   * thousands of pages made a folder for most of them under 4,096 two-character names, and on
   * this kind of disk each new folder costs as much as writing a page.
   */
  private pathOf(name: string): string {
    return path.join(this.dir, this.relOf(name));
  }

  private relOf(name: string): string {
    return `${name.slice(0, 1)}/${name.slice(1)}`;
  }

  /**
   * Stores bytes and returns their name (writes to a temporary file and renames: never
   * half-written). Synchronous, like every call here: the store is used by worker threads, which
   * do one thing at a time, and by builds writing thousands of small files, where each promise
   * round trip through the thread pool costs tens of microseconds and the call itself a few.
   */
  put(bytes: string | Uint8Array, name = objectName(bytes)): string {
    this.ensureDirIn(this.dir, name.slice(0, 1));
    replaceInSync(this.dir, this.relOf(name), bytes);
    return name;
  }

  /**
   * Stores bytes and hard-links the object to `dest`, replacing a file there; returns its name.
   * The bytes are written once, in the store's few folders: on ext4, writing a file's bytes in a
   * folder just made (a page's) costs several times making the folder and linking a file into it.
   * Where links cannot be made, `dest` gets a copy of its own.
   */
  putLinked(bytes: string | Uint8Array, destRoot: string, destRel: string): string {
    const name = this.put(bytes);
    const object = this.pathOf(name);
    try {
      linkInSync(object, destRoot, destRel);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code === 'EEXIST') {
        // Writing in place (dev): the old file may be a link to another object; never write through it.
        unlinkInSync(destRoot, destRel);
        linkInSync(object, destRoot, destRel);
      } else if (CANNOT_LINK.has(code)) writeInSync(destRoot, destRel, bytes);
      else throw error;
    }
    return name;
  }

  /** The object's bytes, or undefined when it is missing or its bytes no longer match its name. */
  read(name: string): Buffer | undefined {
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.pathOf(name));
    } catch {
      return undefined;
    }
    if (objectName(bytes) === name) return bytes;
    try {
      unlinkInSync(this.dir, this.relOf(name));
    } catch {
      // Gone already.
    }
    return undefined;
  }

  /**
   * The object's stamp (size, modification time, inode): cheap proof, without reading it, that
   * the file is the one stored. Writing to it (through any hard link) or truncating it changes it.
   */
  stamp(name: string): string | undefined {
    try {
      const info = statSync(this.pathOf(name));
      return writtenStamp(info);
    } catch {
      return undefined;
    }
  }

  /**
   * Whether `file` is the stored object itself, unchanged: what a build updating its folder may
   * keep without writing, whatever folder the record came from. One stat: the stamp holds the
   * object's inode, so a file with that inode, size and time is the object as it was stored
   * (writing through any of its links changes the time). Files of another file system cannot be
   * links to the store (their inode numbers say nothing): those are never kept.
   */
  holds(stamp: string, file: string): boolean {
    try {
      const there = statSync(file);
      return writtenStamp(there) === stamp && there.dev === this.device();
    } catch {
      return false;
    }
  }

  private dev: number | undefined;
  private device(): number {
    if (this.dev === undefined) {
      ensureFolderSync(this.dir);
      this.dev = statSync(this.dir).dev;
    }
    return this.dev;
  }

  /**
   * Hard-links the object to `dest` when its stamp is still `stamp` (synchronous: thousands of
   * these run in a row on a warm build); false when it changed or is gone, so the caller renders
   * afresh. The parent folder of `destRel` must exist.
   */
  linkStamped(name: string, stamp: string, destRoot: string, destRel: string): boolean {
    if (this.stamp(name) !== stamp) return false;
    try {
      linkInSync(this.pathOf(name), destRoot, destRel);
      return true;
    } catch (error) {
      if (!CANNOT_LINK.has((error as NodeJS.ErrnoException).code ?? '')) return false;
    }
    try {
      copyInSync(this.pathOf(name), destRoot, destRel);
      return true;
    } catch {
      return false;
    }
  }

  /** Creates the folder `rel` below `root` (and its parents) once per store instance. */
  ensureDirIn(root: string, rel: string): void {
    if (rel === '.' || rel === '') return;
    const key = `${root}\0${rel}`;
    if (this.dirs.has(key)) return;
    mkdirInSync(root, rel);
    this.dirs.add(key);
  }
}
