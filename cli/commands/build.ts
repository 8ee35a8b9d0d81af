import { InvalidArgumentError, type Command } from 'commander';
import type { BuildResult } from '../pipeline/build-site';
import { withinBudget } from '../pipeline/bundle/budgets';
import { parseOverrides } from '../pipeline/content/overrides';
import { recordBuild, type BuildSummary } from '../pipeline/plan/manifest';
import { palette, type Palette } from '../lib/colors';
import { displayPath } from '../lib/files';
import { contentStamps, inputCheck, shortcut, type Printed } from './build-shortcuts';
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
      const unchanged = check && (await shortcut(check));
      if (unchanged) {
        if (!flags.quiet)
          console.log(formatSummary(unchanged(performance.now() - started), { verbose: flags.verbose ?? false }));
        return;
      }
      // Loaded only now: a build found up to date never loads the renderer, the templates or the Markdown pipeline.
      const { buildSite } = await import('../pipeline/build-site');
      const progress = flags.quiet ? undefined : createProgress();
      const result = await buildSite({
        contentDir: flags.content,
        outDir: flags.out,
        overrides,
        includeInternal: flags.includeInternal ?? false,
        cache: flags.cache,
        ...(check ? { contentStamps: contentStamps(check) } : {}),
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
      if (!flags.quiet) {
        console.log(
          formatSummary({ ...summary, rendered, reused, durationMs, steps }, { verbose: flags.verbose ?? false }),
        );
        for (const notice of result.notices ?? []) console.log(`${palette().dim('ℹ')} ${notice}`);
      }
    });
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
