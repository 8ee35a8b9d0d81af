import { InvalidArgumentError, type Command } from 'commander';
import { buildSite, type BuildResult } from '../build/build';
import { withinBudget } from '../build/budgets';
import { parseOverrides } from '../build/overrides';
import { displayPath } from '../lib/files';

interface BuildFlags {
  content: string;
  out: string;
  set: string[];
  includeInternal?: boolean;
  debug?: boolean;
  cache: boolean;
  workers?: number;
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
    .option('--workers <n>', 'worker threads for rendering (0: main thread; default: by the amount of work)', parseWorkers)
    .option('--debug', 'print stack traces')
    .action(async (flags: BuildFlags) => {
      const result = await buildSite({
        contentDir: flags.content,
        outDir: flags.out,
        overrides: parseOverrides(flags.set),
        includeInternal: flags.includeInternal ?? false,
        cache: flags.cache,
        ...(flags.workers === undefined ? {} : { workers: flags.workers }),
      });
      console.log(formatSummary(result));
    });
}

function slowest(steps: BuildResult['steps']): string {
  return [...steps].sort((a, b) => b.ms - a.ms).slice(0, 3).map((s) => `${s.name} ${Math.round(s.ms)} ms`).join(', ');
}

function parseWorkers(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new InvalidArgumentError('must be a whole number from 0 to 64');
  return n;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function formatSummary(result: BuildResult): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const width = Math.max(...result.budgets.map((b) => b.name.length));
  return [
    `✔ Built ${result.pages.length} routes and ${result.redirects.length} redirects into ${displayPath(result.outDir)}/`,
    `  ${result.files.length} files, ${kb(result.totalBytes)} in ${Math.round(result.durationMs)} ms`,
    `  ${result.rendered} pages rendered, ${result.reused} reused from the cache; slowest steps: ${slowest(result.steps)}`,
    '  Budgets (gzipped):',
    ...result.budgets.map(
      (b) => `  ${withinBudget(b) ? '✔' : '✖'} ${b.name.padEnd(width)}  ${kb(b.bytes).padStart(8)} of ${kb(b.limit)}`,
    ),
  ].join('\n');
}
