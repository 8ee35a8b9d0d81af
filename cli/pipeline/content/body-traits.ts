import { lstatSync } from 'node:fs';
import { mayUseFactDirective } from '../site/index';
import { sourceStamp } from '../../lib/file-stamp';
import { contentHash } from '../../lib/hash';
import { placeholderLine } from './placeholder-line';

/**
 * What the cache keys need to know of a Markdown body: its hash, and whether it may show an
 * image or use a fact directive. Kept with the file's cached front matter, so a build that
 * finds the file unchanged (by its stamp) needs neither to read nor to hash it.
 */
export interface BodyTraits {
  hash: string;
  images: boolean;
  facts: boolean;
  /** The line (within the body) of its first TODO placeholder (see placeholder-line.ts), when it has one. */
  todo?: number;
}

export function traitsOf(body: string): BodyTraits {
  const todo = placeholderLine(body);
  return {
    hash: contentHash(body),
    images: body.includes('!['),
    facts: mayUseFactDirective(body),
    ...(todo ? { todo } : {}),
  };
}

/** What a Markdown source (front-matter.ts) offers here. */
interface WithBody {
  readonly body: string;
  traits?: BodyTraits;
}

const computed = new WeakMap<WithBody, BodyTraits>();

/** The body's traits: as cached with its file, else found once per source. */
export function bodyTraits(source: WithBody): BodyTraits {
  if (source.traits) return source.traits;
  let traits = computed.get(source);
  if (!traits) computed.set(source, (traits = traitsOf(source.body)));
  return traits;
}

/**
 * A file's stamp: size, modification and change times, inode. Any write, rename over it or
 * `touch` changes it (make and git's index rely on the same). Undefined for a symbolic link
 * (its target is what is read, checked on every read) or a file that cannot be statted.
 */
export function fileStamp(absPath: string): string | undefined {
  try {
    const info = lstatSync(absPath);
    if (!info.isFile()) return undefined;
    return sourceStamp(info);
  } catch {
    return undefined;
  }
}
