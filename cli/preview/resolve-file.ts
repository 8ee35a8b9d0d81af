import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { HOST_FILES } from '../lib/output-names';

export type Resolution =
  { kind: 'file'; path: string } | { kind: 'redirect'; location: string } | { kind: 'missing' } | { kind: 'forbidden' };

// Dotfiles and dot-folders are never part of a site, except RFC 8615's /.well-known/.
const isHidden = (segment: string) => segment.startsWith('.') && segment !== '.well-known';
// The edge worker, Pages' routes and the Workers form's config are the host's, never served as files.
const HOST_CODE = new Set(HOST_FILES.map((file) => `/${file}`));

/** Files of `root` only: a symlink inside `root` that leads outside it counts as no file at all. */
async function isFileInside(realRoot: string, candidate: string): Promise<boolean> {
  const info = await stat(candidate).catch(() => undefined);
  if (!info?.isFile()) return false;
  const real = await realpath(candidate).catch(() => undefined);
  return real !== undefined && real.startsWith(realRoot + path.sep);
}

/**
 * Maps a decoded URL path (already checked by `parseRequestTarget`) to a file of `root` with the
 * clean-URL rules (docs/deploying.md, "What dist/ holds"): /a -> a.html, /a/ -> a/index.html, assets by exact name.
 * A slash mismatch redirects to the form that exists, as Cloudflare Pages does. Nothing outside
 * `root` is ever returned, whatever the path or the symlinks inside `root` say.
 */
export async function resolveFile(root: string, urlPath: string): Promise<Resolution> {
  const segments = urlPath.split('/');
  // parseRequestTarget already refuses these; checked again so this function is safe on its own.
  if (
    !urlPath.startsWith('/') ||
    segments.some((s) => s === '..' || s === '.' || s.includes('\0') || s.includes('\\'))
  ) {
    return { kind: 'forbidden' };
  }
  if (segments.some(isHidden)) return { kind: 'forbidden' };
  if (HOST_CODE.has(urlPath)) return { kind: 'missing' };
  const target = path.join(root, ...segments);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'forbidden' };
  // Resolved per request, not once: a rebuild may swap `root` (or what a symlinked root points to).
  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return { kind: 'missing' };
  const isFile = (candidate: string) => isFileInside(realRoot, candidate);

  if (urlPath.endsWith('/')) {
    if (await isFile(path.join(target, 'index.html'))) return { kind: 'file', path: path.join(target, 'index.html') };
    const bare = urlPath.slice(0, -1);
    if (bare && (await isFile(`${target}.html`))) return { kind: 'redirect', location: bare };
    return { kind: 'missing' };
  }
  if (await isFile(target)) return { kind: 'file', path: target };
  if (await isFile(`${target}.html`)) return { kind: 'file', path: `${target}.html` };
  if (await isFile(path.join(target, 'index.html'))) return { kind: 'redirect', location: `${urlPath}/` };
  return { kind: 'missing' };
}
