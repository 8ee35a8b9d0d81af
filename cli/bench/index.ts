import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { formatBench } from './format-bench';
import { benchRealSite } from './real-site';
import { runBench } from './run-bench';
import { claimBenchFolder, makeScratch } from '../lib/write/folders';

// `npm run bench [-- --pages 1000,4000 --runs 3 --edits 5 --eleventy DIR]`
const program = new Command('bench')
  .description(
    'Build a synthetic corpus of N posts (deterministic) cold, repeated and with one post changed; optionally beside Eleventy',
  )
  .option('--pages <list>', 'corpus sizes', (v) => v.split(',').map(positive), [1000, 4000, 16000])
  .option('--runs <n>', 'runs per measurement; the median is shown', positive, 3)
  .option('--eleventy <dir>', 'a folder with @11ty/eleventy@3 installed, to build the same Markdown in the same run')
  .option('--work <dir>', 'where to write the corpora (default: a temporary folder)')
  .option('--edits <n>', 'edits of one post under `site dev` with a browser open, per site (0: skip)', whole, 5)
  .parse();

const flags = program.opts<{ pages: number[]; runs: number; eleventy?: string; work?: string; edits: number }>();
const workDir = flags.work ? path.resolve(flags.work) : await makeScratch('bench');
claimBenchFolder(workDir);
const log = (line: string) => console.error(line);
const real = await benchRealSite(workDir, flags.runs, flags.edits, log);
const rows = await runBench(
  {
    sizes: flags.pages,
    runs: flags.runs,
    workDir,
    edits: flags.edits,
    ...(flags.eleventy ? { eleventy: path.resolve(flags.eleventy) } : {}),
  },
  log,
);
console.log(formatBench(real, rows, flags.runs));

function whole(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number');
  return n;
}

function positive(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive whole number');
  return n;
}
