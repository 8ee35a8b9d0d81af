import type { MarkdownParser } from '../pipeline/markdown';
import type { PlanKind } from '../pipeline/plan';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/project-root';
import { removeFolder } from '../lib/write/folders';
import { appendIn } from '../lib/write/fs-writes';
import { writeCorpus } from './corpus';
import { emptyCache } from './empty-cache';
import { freshOutput, oldOutputRemoved } from './old-output';
import { measureEditToBrowser } from './edit-to-browser';
import { timeMarkdownAlone } from './markdown-alone';
import { measure, median, type Measurement } from './measure';

export interface BenchOptions {
  sizes: number[];
  runs: number;
  /** A folder where `npm install @11ty/eleventy@3` was run, to build the same Markdown beside us. */
  eleventy?: string;
  workDir: string;
  /** Edits of one post under `site dev` with a browser open, per size (0: not measured). */
  edits: number;
}

export interface BenchRow {
  pages: number;
  cold: number;
  /** The cold build's floor with the site's Markdown pipeline: every post's body on the render threads, nothing else (see timeMarkdownAlone), with each parser. */
  markdownAlone: Record<MarkdownParser, number>;
  /** Render threads of that measurement (a build of that many pages gets as many). */
  threads: number;
  warm: number;
  oneChanged: number;
  /** Nothing changed, built into a folder never built into (what `site check` and `site audit` do). */
  newFolder: number;
  /** The floor of a repeat build: starting Node and statting every file of the content folder. */
  floor: number;
  peakMb?: number;
  eleventy?: number;
  eleventyPeakMb?: number;
  /** Each turn's two cold builds, side by side: the cold ratio is the median of theirs. */
  coldTurns?: ColdTurn[];
  /** Median milliseconds from writing a post to the browser showing it, under `site dev`. */
  editMs?: number;
}

/** One turn's cold builds, ours and Eleventy's, each into a new output folder. */
export interface ColdTurn {
  ours: Measurement;
  eleventy: Measurement;
  /** Which went first: turns take it in turn (see runBench). */
  oursFirst: boolean;
}

const SITE = path.join(PROJECT_ROOT, 'cli', 'bin', 'site.js');
/** What no build can avoid: a Node process that stats every file of the content folder (its argument). */
const STAT_EVERY_FILE = `const fs = require('node:fs'), path = require('node:path');
const walk = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) { const p = path.join(dir, e.name); if (e.isDirectory()) walk(p); else fs.statSync(p); } };
walk(process.argv[1]);`;
const peak = (runs: Measurement[]) =>
  runs.some((r) => r.peakMb !== undefined) ? Math.max(...runs.map((r) => r.peakMb ?? 0)) : undefined;

/**
 * For each size: writes the corpus, then takes turns `runs` times: a cold build with an empty
 * cache (but for the real content's encoded images) into a new output folder, and Eleventy's of
 * the same Markdown into a new output folder (freshOutput), ours first on odd turns and Eleventy's
 * on even ones; then a repeat build in a fresh process with nothing changed, one with one post's
 * body edited, and one into a new folder.
 * Then the Markdown stage alone on the same posts, `runs` times (timeMarkdownAlone).
 */
export async function runBench(options: BenchOptions, log: (line: string) => void): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const pages of options.sizes) {
    const dir = path.join(options.workDir, `corpus-${pages}`);
    log(`Writing ${pages} synthetic posts into ${dir}`);
    const corpus = await writeCorpus(dir, path.join(PROJECT_ROOT, 'content'), pages);
    const cacheDir = path.join(dir, 'cache');
    const out = path.join(dir, 'dist');
    // Each turn measures the path it names: the build's plan (printed with --verbose) must agree.
    const ours = async (into = out, kind?: PlanKind) => {
      const measured = await measure(
        process.execPath,
        [SITE, 'build', '--content', corpus.contentDir, '--out', into, '--verbose'],
        {
          SITE_CACHE_DIR: cacheDir,
        },
      );
      const plan = /Plan: (\w+), (.*)/.exec(measured.stdout);
      if (kind && plan?.[1] !== kind)
        throw new Error(
          `This turn measures a ${kind} build, but the build ran as ${plan?.[1] ?? 'it did not say'}: ${plan?.[2] ?? ''}`,
        );
      await oldOutputRemoved(into);
      return measured;
    };
    const edited = path.join(corpus.postsDir, `${corpus.posts[Math.floor(pages / 2)]}.md`);
    const cold: Measurement[] = [];
    const warm: Measurement[] = [];
    const changed: Measurement[] = [];
    const newFolder: Measurement[] = [];
    const eleventy: Measurement[] = [];
    const coldTurns: ColdTurn[] = [];
    const floor: Measurement[] = [];
    const markdownAlone: Record<MarkdownParser, number[]> = { satteri: [], remark: [] };
    let threads = 0;
    // The real content's images are encoded once, before the first cold build (see emptyCache).
    await emptyCache(cacheDir, { keepImages: false });
    await ours();
    for (let run = 1; run <= options.runs; run += 1) {
      const ourCold = async () => {
        await emptyCache(cacheDir, { keepImages: true });
        await freshOutput(out);
        return ours(out, 'full');
      };
      const eleventyOut = path.join(dir, 'eleventy-out');
      const { eleventy: installed } = options;
      const theirCold = installed
        ? async () => {
            await freshOutput(eleventyOut);
            return measureEleventy(installed, corpus.eleventyDir, eleventyOut);
          }
        : undefined;
      const turn = await coldTurn(run, ourCold, theirCold);
      cold.push(turn.ours);
      if ('eleventy' in turn) {
        eleventy.push(turn.eleventy);
        coldTurns.push(turn);
      }
      warm.push(await ours(out, 'unchanged'));
      await appendIn(path.dirname(edited), path.basename(edited), `\nEdited for benchmark run ${run}.\n`);
      changed.push(await ours(out, 'bodies'));
      floor.push(await measure(process.execPath, ['-e', STAT_EVERY_FILE, corpus.contentDir]));
      const fresh = path.join(dir, `dist-new-${run}`);
      newFolder.push(await ours(fresh, 'link'));
      await removeFolder(fresh, 'bench');
      log(
        `  ${pages} pages, run ${run}: cold ${cold.at(-1)!.wallS} s, warm ${warm.at(-1)!.wallS} s, one post changed ${changed.at(-1)!.wallS} s, new folder ${newFolder.at(-1)!.wallS} s${eleventy.length ? `, Eleventy ${eleventy.at(-1)!.wallS} s` : ''}`,
      );
    }
    // After the turns, so that nothing it leaves behind (files stored and deleted) weighs on a measured build.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const parser of ['satteri', 'remark'] as const) {
        const alone = await timeMarkdownAlone(corpus, dir, parser);
        markdownAlone[parser].push(alone.seconds);
        threads = alone.threads;
        log(
          `  ${pages} pages, run ${run}: Markdown alone with ${parser} ${alone.seconds.toFixed(2)} s on ${threads} threads`,
        );
      }
    }
    const row: BenchRow = {
      pages,
      cold: median(cold.map((m) => m.wallS)),
      markdownAlone: { satteri: median(markdownAlone.satteri), remark: median(markdownAlone.remark) },
      threads,
      warm: median(warm.map((m) => m.wallS)),
      oneChanged: median(changed.map((m) => m.wallS)),
      newFolder: median(newFolder.map((m) => m.wallS)),
      floor: median(floor.map((m) => m.wallS)),
    };
    const ourPeak = peak([...cold, ...warm, ...changed, ...newFolder]);
    if (ourPeak !== undefined) row.peakMb = ourPeak;
    if (eleventy.length) {
      row.eleventy = median(eleventy.map((m) => m.wallS));
      const theirPeak = peak(eleventy);
      if (theirPeak !== undefined) row.eleventyPeakMb = theirPeak;
      row.coldTurns = coldTurns;
    }
    if (options.edits) {
      log(`  ${pages} pages: site dev, editing one post ${options.edits} times with the page open`);
      const slug = corpus.posts[Math.floor(pages / 2)]!;
      const times = await measureEditToBrowser({
        site: SITE,
        contentDir: corpus.contentDir,
        file: edited,
        route: `/articles/${slug}/`,
        runs: options.edits,
        env: { SITE_CACHE_DIR: cacheDir },
      });
      log(
        `  ${pages} pages: dev server up in ${times.startS.toFixed(1)} s; edit to browser ${times.runs.map((ms) => Math.round(ms)).join(', ')} ms`,
      );
      row.editMs = times.medianMs;
    }
    rows.push(row);
  }
  return rows;
}

/**
 * One turn's cold builds: ours, and Eleventy's when there is one. Whoever goes second makes its
 * files where the first just did (and deleted): ours goes first on odd turns, Eleventy's on even ones.
 */
async function coldTurn(
  run: number,
  ours: () => Promise<Measurement>,
  theirs: (() => Promise<Measurement>) | undefined,
): Promise<ColdTurn | { ours: Measurement }> {
  if (!theirs) return { ours: await ours() };
  const oursFirst = run % 2 === 1;
  const first = await (oursFirst ? ours : theirs)();
  const second = await (oursFirst ? theirs : ours)();
  return oursFirst ? { ours: first, eleventy: second, oursFirst } : { ours: second, eleventy: first, oursFirst };
}

function measureEleventy(installDir: string, input: string, output: string): Promise<Measurement> {
  const cmd = path.join(installDir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
  return measure(process.execPath, [cmd, `--input=${input}`, `--output=${output}`, '--quiet'], {});
}
