import path from 'node:path';
import { PROJECT_ROOT } from '../lib/project-root';

export type ChangeKind = 'content' | 'styles' | 'code';

/**
 * What a batch of changed files asks of the dev server: content (rebuild what it affects),
 * styles only (rebuild, then swap the stylesheets in open pages without a reload), or code
 * (templates or widgets: a fresh builder, since a running process cannot reload modules).
 */
export function changeKind(files: readonly string[], contentDir: string): ChangeKind {
  const inside = (file: string, dir: string) => path.resolve(file).startsWith(path.resolve(dir) + path.sep);
  const code = files.filter((f) => !inside(f, contentDir));
  if (code.length === 0) return 'content';
  const stylesheets = code.every(
    (f) =>
      f.endsWith('.css') &&
      (inside(f, path.join(PROJECT_ROOT, 'templates')) || inside(f, path.join(PROJECT_ROOT, 'widgets'))),
  );
  if (!stylesheets) return 'code';
  // Stylesheets are bundled afresh by esbuild; with content edits too, the page reloads anyway.
  return code.length === files.length ? 'styles' : 'content';
}
