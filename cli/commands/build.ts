import { collect } from './flag-values';
import { InvalidArgumentError, type Command } from 'commander';
import { CACHE_DIR } from '../cache/cache-location';
import { palette } from '../lib/colors';
import { parseOverrides } from '../lib/overrides';
import { formatPlan, formatSummary, runBuild } from '../pipeline/driver';
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
    .option('--verbose', 'also print how the build ran and why, and every step with its time')
    .option('--debug', 'print stack traces')
    .action(async (flags: BuildFlags) => {
      const progress = flags.quiet ? undefined : createProgress();
      const { plan, printed, result } = await runBuild({
        contentDir: flags.content,
        outDir: flags.out,
        set: flags.set,
        overrides: parseOverrides(flags.set),
        includeInternal: flags.includeInternal ?? false,
        cache: flags.cache,
        cacheDir: CACHE_DIR,
        shortcuts: true,
        ...(globalThis.siteCompiledDir ? { code: globalThis.siteCompiledDir } : {}),
        ...(flags.workers === undefined ? {} : { workers: flags.workers }),
        ...(progress ? { onProgress: progress.update } : {}),
      }).finally(() => progress?.done());
      if (flags.quiet) return;
      console.log(formatSummary(printed, { verbose: flags.verbose ?? false }));
      if (flags.verbose) console.log(formatPlan(plan));
      for (const notice of result?.notices ?? []) console.log(`${palette().dim('ℹ')} ${notice}`);
    });
}

function parseWorkers(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new InvalidArgumentError('must be a whole number from 0 to 64');
  return n;
}
