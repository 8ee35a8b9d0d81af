import path from 'node:path';
import { siteCodeFolders } from '../lib/site-layout';

export type ChangeKind = 'content' | 'styles' | 'code';

/**
 * What a batch of changed files asks of the dev server: content (rebuild what it affects),
 * styles only (rebuild, then swap the stylesheets in open pages without a reload), or code
 * (the site's other code: a fresh builder, since a running process cannot reload modules).
 */
export function changeKind(files: readonly string[], contentDir: string): ChangeKind {
  const inside = (file: string, dir: string) => path.resolve(file).startsWith(path.resolve(dir) + path.sep);
  const code = files.filter((f) => !inside(f, contentDir));
  if (code.length === 0) return 'content';
  const folders = siteCodeFolders();
  const stylesheets = code.every((f) => f.endsWith('.css') && folders.some((folder) => inside(f, folder)));
  if (!stylesheets) return 'code';
  // Stylesheets are bundled afresh by esbuild; with content edits too, the page reloads anyway.
  return code.length === files.length ? 'styles' : 'content';
}
