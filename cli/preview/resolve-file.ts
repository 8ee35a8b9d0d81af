import { stat } from 'node:fs/promises';
import path from 'node:path';

export type Resolution =
  | { kind: 'file'; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' }
  | { kind: 'forbidden' };

const isFile = async (p: string) => (await stat(p).catch(() => undefined))?.isFile() ?? false;

/**
 * Maps a URL path to a file of `root` with the clean-URL rules of ARCHITECTURE.md:
 * /a -> a.html, /a/ -> a/index.html, assets by exact name. A slash mismatch redirects
 * to the form that exists, as Cloudflare Pages does. Nothing outside `root` is ever returned.
 */
export async function resolveFile(root: string, pathname: string): Promise<Resolution> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'forbidden' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return { kind: 'forbidden' };
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { kind: 'forbidden' };
  const target = path.join(root, ...segments);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'forbidden' };

  if (decoded.endsWith('/')) {
    if (await isFile(path.join(target, 'index.html'))) return { kind: 'file', path: path.join(target, 'index.html') };
    const bare = decoded.slice(0, -1);
    if (bare && (await isFile(`${target}.html`))) return { kind: 'redirect', location: bare };
    return { kind: 'missing' };
  }
  if (path.basename(target).startsWith('.')) return { kind: 'forbidden' };
  if (await isFile(target)) return { kind: 'file', path: target };
  if (await isFile(`${target}.html`)) return { kind: 'file', path: `${target}.html` };
  if (await isFile(path.join(target, 'index.html'))) return { kind: 'redirect', location: `${decoded}/` };
  return { kind: 'missing' };
}
