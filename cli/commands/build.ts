import { InvalidArgumentError, type Command } from 'commander';
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/project-root';
import type { BuildResult } from '../build/build';
import { withinBudget } from '../build/bundle/budgets';
import { parseOverrides } from '../build/content/overrides';
import { checkInputs, recordBuild, sameBuildElsewhere, type BuildSummary, type InputCheck } from '../build/up-to-date';
import { CACHE_DIR, cacheLocation, flagsKey, manifestOf } from '../cache/cache-location';
import { palette, type Palette } from '../lib/colors';
import { displayPath } from '../lib/files';
import { createProgress } from './progress';

interface BuildFlags {
  content: string;
  out: string;
  set: string[];
  includeInternal?: boolean;
  debug?: boolean;
  cache: boolean;
  workers?: number;
  quiet?: boolean;
  verbose?: boolean;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Render every route of content/ into the output folder')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--set <key=value>', 'override a site.yaml key for this build (repeatable)', collect, [])
    .option('--include-internal', 'also build pages marked internal: true')
    .option('--no-cache', 'ignore and do not update the cache in node_modules/.cache/chinook-site/')
    .option(
      '--workers <n>',
      'worker threads for rendering (0: main thread; default: by the amount of work)',
      parseWorkers,
    )
    .option('--quiet', 'print nothing but problems')
    .option('--verbose', 'also print every step with its time')
    .option('--debug', 'print stack traces')
    .action(async (flags: BuildFlags) => {
      const started = performance.now();
      const overrides = parseOverrides(flags.set);
      const check = flags.cache ? inputCheck(flags) : undefined;
      const unchanged = check && (await unchangedBuild(check));
      if (unchanged) {
        if (!flags.quiet)
          console.log(formatSummary(unchanged(performance.now() - started), { verbose: flags.verbose ?? false }));
        return;
      }
      // Loaded only now: a build found up to date never loads the renderer, the templates or the Markdown pipeline.
      const { buildSite } = await import('../build/build');
      const progress = flags.quiet ? undefined : createProgress();
      const result = await buildSite({
        contentDir: flags.content,
        outDir: flags.out,
        overrides,
        includeInternal: flags.includeInternal ?? false,
        cache: flags.cache,
        ...(check
          ? { contentStamps: new Map(check.content.map(([file, stamp]) => [path.join(check.contentDir, file), stamp])) }
          : {}),
        ...(flags.workers === undefined ? {} : { workers: flags.workers }),
        ...(progress ? { onProgress: progress.update } : {}),
      }).finally(() => progress?.done());
      const summary = summaryOf(result);
      if (check)
        recordBuild(
          check.manifestFile,
          check.key,
          check.content,
          result.files.map((f) => f.path),
          summary,
        );
      const { rendered, reused, durationMs, steps } = result;
      if (!flags.quiet)
        console.log(
          formatSummary({ ...summary, rendered, reused, durationMs, steps }, { verbose: flags.verbose ?? false }),
        );
    });
}

/**
 * What this build would write, when a build of the same inputs wrote it: the last build into the
 * output folder (nothing to do) or into another one (its files are linked and copied, not built);
 * the summary to print, given the time taken.
 */
async function unchangedBuild(check: FolderCheck): Promise<((ms: number) => Printed) | undefined> {
  let summary = check.summary;
  let step = 'check inputs (unchanged)';
  if (!summary) {
    const elsewhere = sameBuildElsewhere(check, check.stateFamily);
    if (!elsewhere) return undefined;
    const { linkBuild } = await import('../build/output/link-build');
    await linkBuild(elsewhere.summary.outDir, check.outDir, elsewhere.files);
    // The state describes the copy as well: the next build into this folder updates it.
    if (existsSync(elsewhere.stateFile)) copyFileSync(elsewhere.stateFile, check.stateFile);
    summary = { ...elsewhere.summary, outDir: check.outDir };
    recordBuild(
      check.manifestFile,
      check.key,
      check.content,
      elsewhere.files.map((f) => f.file),
      summary,
    );
    step = `link unchanged ${displayPath(elsewhere.summary.outDir)}/`;
  }
  const { images } = summary;
  const reused = images.encoded + images.seeded + images.reused;
  return (ms) => ({
    ...summary,
    images: { encoded: 0, seeded: 0, reused },
    rendered: 0,
    reused: summary.routes,
    durationMs: ms,
    steps: [{ name: step, ms }],
  });
}

/**
 * The check of the content folder against the last build into the output folder (see
 * up-to-date.ts), keyed by the compiled code (its folder is named by the sources' key), the
 * options and the year; none when the CLI runs from its sources (SITE_FROM_SOURCE).
 */
interface FolderCheck extends InputCheck {
  contentDir: string;
  outDir: string;
  stateFile: string;
  stateFamily: string;
}

function inputCheck(flags: BuildFlags): FolderCheck | undefined {
  const code = (globalThis as { siteCompiledDir?: string }).siteCompiledDir;
  if (!code) return undefined;
  const contentDir = path.resolve(flags.content);
  const outDir = path.resolve(flags.out);
  const includeInternal = flags.includeInternal ?? false;
  const { state, stateFamily } = cacheLocation(contentDir, outDir, flagsKey({ includeInternal }), CACHE_DIR);
  // Not the output folder itself: the output holds only the way from it to the code (source maps).
  const toCode = path.relative(outDir, PROJECT_ROOT);
  const key = JSON.stringify([code, contentDir, toCode, flags.set, includeInternal, new Date().getFullYear()]);
  const check = checkInputs({ manifestFile: manifestOf(state), key, contentDir, outDir });
  return check && { ...check, contentDir, outDir, stateFile: state, stateFamily };
}

function summaryOf(result: BuildResult): BuildSummary {
  const { outDir, files, totalBytes, images, budgets } = result;
  return {
    outDir,
    routes: result.pages.length,
    redirects: result.redirects.length,
    files: files.length,
    totalBytes,
    images,
    budgets,
  };
}

type Printed = BuildSummary & Pick<BuildResult, 'rendered' | 'reused' | 'durationMs' | 'steps'>;

function slowest(steps: BuildResult['steps']): string {
  return [...steps]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((s) => `${s.name} ${Math.round(s.ms)} ms`)
    .join(', ');
}

function parseWorkers(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new InvalidArgumentError('must be a whole number from 0 to 64');
  return n;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Routes, bytes, time, cache hits, the slowest steps and the budgets; with `verbose`, every step. */
export function formatSummary(
  result: Printed,
  options: { verbose: boolean; colors?: Palette } = { verbose: false },
): string {
  const c = options.colors ?? palette();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const width = Math.max(...result.budgets.map((b) => b.name.length));
  return [
    `${c.ok('✔')} Built ${result.routes} routes and ${result.redirects} redirects into ${displayPath(result.outDir)}/`,
    `  ${result.files} files, ${kb(result.totalBytes)} in ${Math.round(result.durationMs)} ms`,
    `  ${result.rendered} pages rendered, ${result.reused} reused from the cache${imageLine(result.images)}; slowest steps: ${slowest(result.steps)}`,
    ...(options.verbose
      ? [
          '  Steps:',
          ...result.steps.map((s) => c.dim(`    ${s.name.padEnd(24)} ${String(Math.round(s.ms)).padStart(6)} ms`)),
        ]
      : []),
    '  Budgets (gzipped):',
    ...result.budgets.map(
      (b) =>
        `  ${withinBudget(b) ? c.ok('✔') : c.bad('✖')} ${b.name.padEnd(width)}  ${kb(b.bytes).padStart(8)} of ${kb(b.limit)}`,
    ),
  ].join('\n');
}

function imageLine({ encoded, seeded, reused }: BuildResult['images']): string {
  if (!encoded && !seeded && !reused) return '';
  // The seed shows only when it was used: most builds take every image from the cache.
  return `; ${encoded} images encoded, ${seeded ? `${seeded} from the seed, ` : ''}${reused} reused`;
}
