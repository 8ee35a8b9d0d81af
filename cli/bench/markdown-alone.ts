import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { ensureFolder, removeFolder } from '../lib/write/folders';
import { loadConfigWithMarkdown } from '../pipeline/content';
import type { MarkdownParser } from '../pipeline/markdown';
import { BATCH, RenderPool } from '../pipeline/render';
import type { Corpus } from './corpus';

export interface MarkdownAloneRun {
  /** Seconds from every thread loaded to the last body stored. */
  seconds: number;
  threads: number;
  /** Bodies rendered and stored (every post of the corpus). */
  stored: number;
}

/**
 * The floor of a cold build with the site's Markdown pipeline: the body of every post Eleventy
 * builds too, through the build's Markdown stage (site.yaml's settings, sent in batches to the
 * render threads as MarkdownAhead sends them, and stored), on as many threads as a build of that
 * many pages gets, and nothing else: no front matter validated, no page rendered or written. The
 * clock starts once the threads have loaded their modules, so no cold build with this pipeline
 * can take less on the same machine. Timed with each parser (docs/markdown.md).
 */
export async function timeMarkdownAlone(
  corpus: Pick<Corpus, 'contentDir' | 'eleventyDir'>,
  workDir: string,
  parser: MarkdownParser,
): Promise<MarkdownAloneRun> {
  const { markdown: loaded } = await loadConfigWithMarkdown(corpus.contentDir, []);
  const settings = loaded && { ...loaded, parser };
  if (!settings)
    throw new Error(`The corpus's site.yaml (${corpus.contentDir}) does not load: run \`site check\` on it.`);
  const postsDir = path.join(corpus.eleventyDir, 'posts');
  const names = (await readdir(postsDir)).filter((name) => name.endsWith('.md'));
  const bodies = await Promise.all(
    names.map(async (name) => matter(await readFile(path.join(postsDir, name), 'utf8')).content),
  );
  const objectsDir = path.join(workDir, 'markdown-alone');
  await ensureFolder(objectsDir);
  const pool = new RenderPool();
  try {
    pool.start(bodies.length);
    await pool.loaded();
    // Each thread sets its pipeline up (plugins imported, processor frozen) before the clock starts.
    await Promise.all(
      Array.from({ length: pool.threads }, () => pool.renderMarkdown({ settings, bodies: ['Ready.'], objectsDir })),
    );
    const started = performance.now();
    const batches: string[][] = [];
    for (let i = 0; i < bodies.length; i += BATCH) batches.push(bodies.slice(i, i + BATCH));
    const refs = await Promise.all(
      batches.map((batch) => pool.renderMarkdown({ settings, bodies: batch, objectsDir })),
    );
    const seconds = (performance.now() - started) / 1000;
    return { seconds, threads: pool.threads, stored: refs.flat().filter(Boolean).length };
  } finally {
    await pool.close();
    await removeFolder(objectsDir, 'bench');
  }
}
