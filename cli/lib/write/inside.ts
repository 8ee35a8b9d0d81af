import path from 'node:path';
import { BuildError } from '../../errors';

/**
 * A path derived from content, a cache record or a flag that would leave the folder it must stay
 * in. Content is validated long before anything is written (routes, redirects, image names), so
 * reaching this is a bug or a tampered cache: the build stops before the write, whatever asked.
 */
export class EscapeError extends BuildError {
  override name = 'EscapeError';
  constructor(root: string, rel: string, why: string) {
    super(
      `Refused to write ${JSON.stringify(rel)} below ${root}: ${why}. Nothing outside that folder was touched; ` +
        'report this with the command you ran.',
    );
  }
}

/** Characters no written path may hold: NUL ends a C string early, and a file name of control characters hides in listings. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The absolute path of `rel` below `root`, proven inside it: `rel` is relative, holds no `..`
 * segment (with either separator), no control character, and resolves below `root`. Lexical on
 * purpose: the folders written here are made by the build itself (a staging folder, the cache),
 * so nothing inside them is a link the build did not make; the folder itself is checked once, by
 * claimOutputFolder, before a build starts.
 */
export function inside(root: string, rel: string): string {
  if (typeof rel !== 'string' || rel === '') throw new EscapeError(root, String(rel), 'the path is empty');
  if (CONTROL.test(rel)) throw new EscapeError(root, rel, 'the path holds a control character');
  if (path.isAbsolute(rel) || /^[a-zA-Z]:/.test(rel) || rel.startsWith('\\'))
    throw new EscapeError(root, rel, 'the path is absolute');
  if (rel.split(/[\\/]/).includes('..')) throw new EscapeError(root, rel, 'the path climbs out with ".."');
  const base = path.resolve(root);
  const target = path.resolve(base, rel);
  if (!target.startsWith(base + path.sep)) throw new EscapeError(root, rel, 'the path resolves outside the folder');
  return target;
}

/** Whether `child` is `parent` itself or below it (both absolute and resolved). */
export function isWithin(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}
