import { withinBudget } from '../../lib/budget';
import { palette, type Palette } from '../../lib/colors';
import { displayPath } from '../../lib/files';
import type { BuildResult } from './types';
import type { BuildPlan } from '../plan';
import type { Printed } from './run-build';

/** The plan's line of `--verbose`: how the build ran, and why. */
export function formatPlan(plan: Pick<BuildPlan, 'kind' | 'reason'>, colors: Palette = palette()): string {
  return colors.dim(`  Plan: ${plan.kind}, ${plan.reason}`);
}

/** Routes, bytes, time, cache hits, the slowest steps, the Markdown parser and the budgets; with `verbose`, every step. */
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
    ...(result.markdownParser
      ? [`  Markdown parser: ${result.markdownParser.name} (${result.markdownParser.reason})`]
      : []),
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

function slowest(steps: BuildResult['steps']): string {
  return [...steps]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((s) => `${s.name} ${Math.round(s.ms)} ms`)
    .join(', ');
}
