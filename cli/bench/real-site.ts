import path from 'node:path';
import { SEED_FOLDER } from '../lib/output-names';
import { PROJECT_ROOT } from '../lib/project-root';
import { copyFolderIn, removeFolder } from '../lib/write/folders';
import { emptyCache } from './empty-cache';
import { oldOutputRemoved } from './old-output';
import { measureEditToBrowser } from './edit-to-browser';
import { measure, median } from './measure';

export interface RealSiteRow {
  /** An empty cache: every image encoded too. */
  empty: number;
  /** An empty cache but for the encoded images. */
  cold: number;
  warm: number;
  editMs?: number;
}

const SITE = path.join(PROJECT_ROOT, 'cli', 'bin', 'site.js');
/** The post the edit benchmark changes, and where the site shows it. */
const POST = { file: 'blog/what-is-a-cdn.md', route: '/what-is-a-cdn-and-why-does-your-website-need-one/' };

/**
 * The real site (a copy of content/): builds with an empty cache (images encoded too), cold
 * builds with only the images kept, repeat builds in a fresh process, and the edit-to-browser
 * time of one post under `site dev`.
 */
export async function benchRealSite(
  workDir: string,
  runs: number,
  edits: number,
  log: (line: string) => void,
): Promise<RealSiteRow> {
  const dir = path.join(workDir, 'real-site');
  const contentDir = path.join(dir, 'content');
  const cacheDir = path.join(dir, 'cache');
  await removeFolder(dir, 'bench');
  // Without the content's image seed: the empty-cache build is the one that encodes every image.
  await copyFolderIn(
    path.join(PROJECT_ROOT, 'content'),
    dir,
    'content',
    (source) => path.basename(source) !== SEED_FOLDER,
  );
  const out = path.join(dir, 'dist');
  const build = async () => {
    const measured = await measure(process.execPath, [SITE, 'build', '--content', contentDir, '--out', out], {
      SITE_CACHE_DIR: cacheDir,
    });
    await oldOutputRemoved(out);
    return measured;
  };
  const empty: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    await emptyCache(cacheDir, { keepImages: false });
    empty.push((await build()).wallS);
    await emptyCache(cacheDir, { keepImages: true });
    cold.push((await build()).wallS);
    warm.push((await build()).wallS);
    log(
      `  real site, run ${run}: empty cache ${empty.at(-1)} s, cold (images kept) ${cold.at(-1)} s, repeat ${warm.at(-1)} s`,
    );
  }
  const row: RealSiteRow = { empty: median(empty), cold: median(cold), warm: median(warm) };
  if (edits) {
    const times = await measureEditToBrowser({
      site: SITE,
      contentDir,
      file: path.join(contentDir, POST.file),
      route: POST.route,
      runs: edits,
      env: { SITE_CACHE_DIR: cacheDir },
    });
    log(
      `  real site: dev server up in ${times.startS.toFixed(1)} s; edit to browser ${times.runs.map((ms) => Math.round(ms)).join(', ')} ms`,
    );
    row.editMs = times.medianMs;
  }
  return row;
}
