import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LIMITS } from '../pipeline/bundle';
import type { Output, OutputPage } from './read-output';
import { isRedirectStub, type CheckProblem } from './problem';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/**
 * Imports in esbuild's ESM output: static ones (`import{a}from"./x.js"`, `import"./x.js"`,
 * `export*from`) and dynamic ones of a fixed file (`import("./analytics-x.js")`: analytics, which
 * a returning visitor who consented downloads on every page). The island loader's `import(url)`
 * names no file; the islands' budget follows their `data-island-src` instead.
 */
const IMPORT = /(?:^|[;}\s(,=:?&|!])(?:import|export)\s*(?:\(\s*|[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;

/** Gzipped JavaScript and CSS each page loads, for the summary and the JSON report. */
export interface PageWeight {
  route: string;
  script: number;
  style: number;
}

/**
 * The size budgets (docs/widgets.md) per page, measured gzipped from the files the page links:
 * a page without islands loads at most 4 KB of JavaScript for a returning visitor who consented
 * to analytics (its scripts with everything they import, analytics included); on a page with
 * islands each island's entry (`data-island-src`) with everything it imports (React included)
 * stays within 85 KB; the CSS a page links within 20 KB; and each partner embed script within 95 KB.
 */
export async function checkBudgets(output: Output, weights: PageWeight[] = []): Promise<CheckProblem[]> {
  const graph = new Map<string, Promise<string[]>>();
  const importsOf = (file: string) => {
    let found = graph.get(file);
    if (!found) graph.set(file, (found = importsIn(output, file)));
    return found;
  };
  const closure = async (entries: readonly string[]) => {
    const seen = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file) || !output.files.has(file)) return;
      seen.add(file);
      for (const dep of await importsOf(file)) await visit(dep);
    };
    for (const entry of entries) await visit(entry);
    return seen;
  };
  const sum = async (files: Iterable<string>) =>
    (await Promise.all([...files].map(output.gzipSize))).reduce((a, b) => a + b, 0);

  const problems: CheckProblem[] = [];
  for (const page of output.pages.values()) {
    if (isRedirectStub(page)) continue;
    const scripts = local(page, [...page.facts.scripts, ...page.facts.modulePreloads]);
    const script = await sum(await closure(scripts));
    const inline = page.facts.inlineStyles.reduce((total, css) => total + gzipSync(css).byteLength, 0);
    const style = inline + (await sum(new Set(local(page, page.facts.stylesheets))));
    weights.push({ route: page.route, script, style });
    const add = (message: string, fix: string) => problems.push({ where: page.route, rule: 'budgets', message, fix });
    if (!page.facts.islands.length && script > LIMITS.pageScript) {
      add(
        `loads ${kb(script)} of JavaScript without any island (budget ${kb(LIMITS.pageScript)})`,
        'Keep page behaviours in widgets/enhance small, or make the feature an island.',
      );
    }
    for (const entry of new Set(local(page, page.facts.islandScripts))) {
      const bytes = await sum(await closure([entry]));
      if (bytes > LIMITS.island)
        add(
          `/${entry} needs ${kb(bytes)} with its imports (budget ${kb(LIMITS.island)})`,
          'Split the widget or lazy-load its heavy parts.',
        );
    }
    if (style > LIMITS.stylesheet)
      add(
        `uses ${kb(style)} of CSS (budget ${kb(LIMITS.stylesheet)})`,
        'Remove unused rules or move page-only styles into their island.',
      );
  }
  for (const file of [...output.files].filter((f) => /^embed\/[^/]+\.js$/.test(f))) {
    const bytes = await output.gzipSize(file);
    if (bytes > LIMITS.embed) {
      problems.push({
        where: file,
        rule: 'budgets',
        message: `is ${kb(bytes)} (budget ${kb(LIMITS.embed)})`,
        fix: 'Partners load it on every page: trim the widget.',
      });
    }
  }
  return problems;
}

/** Same-origin URLs of a page as output files (`/assets/a.js` -> `assets/a.js`). */
function local(page: OutputPage, urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    if (/^[a-z]+:|^\/\//i.test(url)) return [];
    const resolved = new URL(url, `https://site.invalid${page.route}`).pathname;
    return [decodeURIComponent(resolved).replace(/^\//, '')];
  });
}

async function importsIn(output: Output, file: string): Promise<string[]> {
  if (!file.endsWith('.js')) return [];
  const code = (await output.read(file)).toString('utf8');
  return [...code.matchAll(IMPORT)].map(([, spec]) =>
    spec!.startsWith('/') ? spec!.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!)),
  );
}
