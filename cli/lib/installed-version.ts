import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './project-root';

/**
 * The installed version of a package, from its package.json, for cache keys: loading sharp or
 * esbuild just to ask costs a tenth of a second each, on builds that need neither.
 */
export function installedVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'unknown';
  }
}
