import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { formatBench } from './format-bench';
import { runBench } from './run-bench';

// `npm run bench [-- --pages 1000,4000 --runs 3 --eleventy DIR]`
const program = new Command('bench')
  .description('Build a synthetic corpus of N posts (deterministic) cold, repeated and with one post changed; optionally beside Eleventy')
  .option('--pages <list>', 'corpus sizes', (v) => v.split(',').map(positive), [1000, 4000, 16000])
  .option('--runs <n>', 'runs per measurement; the median is shown', positive, 3)
  .option('--eleventy <dir>', 'a folder with @11ty/eleventy@3 installed, to build the same Markdown in the same run')
  .option('--work <dir>', 'where to write the corpora (default: a temporary folder)')
  .parse();

const flags = program.opts<{ pages: number[]; runs: number; eleventy?: string; work?: string }>();
const workDir = flags.work ? path.resolve(flags.work) : await mkdtemp(path.join(tmpdir(), 'site-bench-'));
const rows = await runBench({ sizes: flags.pages, runs: flags.runs, workDir, ...(flags.eleventy ? { eleventy: path.resolve(flags.eleventy) } : {}) }, (line) => console.error(line));
console.log(formatBench(rows, flags.runs));

function positive(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive whole number');
  return n;
}
