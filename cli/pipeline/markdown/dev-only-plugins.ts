import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginSpec } from './plugin-specs';

/** The package a module name belongs to: `@scope/name/sub` -> `@scope/name`. */
const packageOf = (name: string) =>
  name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;

interface Manifest {
  file: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** The nearest package.json at or above `dir`, or undefined. */
function nearestManifest(dir: string): Manifest | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>;
      return { file, dependencies: data.dependencies ?? {}, devDependencies: data.devDependencies ?? {} };
    } catch {
      if (path.dirname(at) === at) return undefined;
    }
  }
}

/**
 * A plugin the build needs that package.json lists only among the devDependencies: installed
 * here, so the build works, but a host that installs with `npm ci --omit=dev` (Netlify, Vercel and
 * most CI recipes for production) has no such package, and the build fails there. Each gets a
 * warning with the command that moves it.
 */
export function devOnlyPluginNotices(specs: readonly PluginSpec[], projectDirs: readonly string[]): string[] {
  const manifests = [
    ...new Map(projectDirs.map((dir) => nearestManifest(dir)).flatMap((m) => (m ? [[m.file, m]] : []))).values(),
  ];
  const notices: string[] = [];
  for (const spec of specs) {
    const name = packageOf(spec.name);
    const listed = manifests.find((m) => name in m.dependencies || name in m.devDependencies);
    if (!listed || name in listed.dependencies) continue;
    notices.push(
      `${spec.field}: ${name} is only a devDependency in ${path.relative(process.cwd(), listed.file) || 'package.json'}; ` +
        `a host that installs without devDependencies (npm ci --omit=dev) will not have it, and the build fails there. ` +
        `Make it a dependency: npm install --save-prod ${name}`,
    );
  }
  return notices;
}
