import path from 'node:path';
import type { BuildState, PageRecord } from '../../cache/build-state';
import { ObjectStore } from '../../cache/object-store';
import type { Problem } from '../../errors';
import { rendersAhead, type MarkdownAhead } from './markdown-ahead';
import { withImageLines, type Page } from '../content';
import { pageJob, type PageJob } from './page-job';
import type { RenderContext } from './render-page';
import type { JobResult } from './page-renderer';
import { renderPages, type RenderOptions } from './render-pages';
import type { RenderKeys } from './render-keys';

export interface WrittenPages {
  /** By route, in the order of `pages`. */
  records: Map<string, PageRecord>;
  /** Body key -> stored rendered Markdown, for the next build's state. */
  markdown: Record<string, string>;
  problems: Problem[];
  rendered: number;
  reused: number;
  /** Files of reused pages left where they were (in the folder being updated), not linked into the staging folder. */
  kept: Set<string>;
  /** The maintainer's Markdown plugins (site.yaml fields) that changed a rendered page's body. */
  pluginsUsed: Set<string>;
}

type WritePagesOptions = RenderOptions & {
  inPlace?: boolean;
  /** The output folder being updated: a reused page whose file there is the stored object stays. */
  keepIn?: string;
  onPages?: (done: number, total: number) => void;
  contentDir?: string;
  ahead?: MarkdownAhead;
};

/** The previous build's state and the object store its pages are kept in (none: nothing is reused). */
interface PageCache {
  state: BuildState;
  objectsDir: string;
}

/**
 * Writes every page into the staging folder: a page whose key matches the previous build's
 * (and whose stored HTML is intact) is hard-linked from the object store; every other page is
 * rendered, on worker threads when there are many. With nothing to reuse (a cold build), pages
 * start rendering at once and their keys, which only the records need, are made meanwhile.
 */
export async function writePages(
  pages: readonly Page[],
  keys: RenderKeys | Promise<RenderKeys>,
  context: RenderContext,
  stagingDir: string,
  cache: PageCache | undefined,
  options: WritePagesOptions,
): Promise<WrittenPages> {
  const reusable = cache && holdsAny(cache.state) ? cache : undefined;
  const sorted = await reuseOrQueue(pages, reusable && { ...reusable, keys: await keys }, stagingDir, options);
  const { records, markdown, kept, reused, jobs, pageOf } = sorted;
  const { ahead } = options;
  const results = await renderPages(
    jobs,
    context,
    { stagingDir, ...(cache ? { objectsDir: cache.objectsDir } : {}) },
    {
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      ...(options.pool ? { pool: options.pool } : {}),
      ...(options.onPages ? { onProgress: options.onPages } : {}),
      // Jobs whose body was rendered ahead (and is not cached) take the stored result.
      ...(ahead ? { prepare: (batch) => ahead.take(batch, (job) => rendersAhead(pageOf.get(job.route)!)) } : {}),
    },
  );
  const { problems, pluginsUsed } = await recordResults(results, sorted, await keys);
  return { records, markdown, problems, rendered: jobs.length, reused, kept, pluginsUsed };
}

/** Whether the previous build left any page or rendered Markdown to reuse. */
const holdsAny = (state: BuildState) => Object.keys(state.pages).length > 0 || Object.keys(state.markdown).length > 0;

/** The pages sorted out: the reused ones recorded (with their stored Markdown), a job for each of the others. */
interface SortedPages extends Pick<WrittenPages, 'records' | 'markdown' | 'reused' | 'kept'> {
  jobs: PageJob[];
  /** The page of each job, by route. */
  pageOf: Map<string, Page>;
}

/**
 * Reuses every page whose key matches the previous build's and whose stored HTML is intact;
 * queues a job for every other (for every page, without a cache to reuse from).
 */
async function reuseOrQueue(
  pages: readonly Page[],
  cache: (PageCache & { keys: RenderKeys }) | undefined,
  stagingDir: string,
  options: Pick<WritePagesOptions, 'inPlace' | 'keepIn' | 'contentDir'>,
): Promise<SortedPages> {
  const store = cache ? new ObjectStore(cache.objectsDir) : undefined;
  const sorted: SortedPages = {
    records: new Map(),
    markdown: {},
    reused: 0,
    kept: new Set(),
    jobs: [],
    pageOf: new Map(),
  };
  // Writing in place (dev) or updating (build): an unchanged page's file is already there when it is the stored object.
  const keepIn = options.inPlace ? stagingDir : options.keepIn;
  for (const page of pages) {
    const previous = cache?.state.pages[page.route];
    const markdownKey = cache?.keys.markdownKey(page);
    const markdownObject = markdownKey === undefined ? undefined : cache?.state.markdown[markdownKey];
    const reusable = store && previous && previous.key === (await cache?.keys.pageKey(page, previous));
    if (reusable && reuseStored(store, previous, { stagingDir, keepIn, kept: sorted.kept })) {
      sorted.records.set(page.route, previous);
      if (markdownKey !== undefined && markdownObject) sorted.markdown[markdownKey] = markdownObject;
      sorted.reused += 1;
      continue;
    }
    sorted.jobs.push(pageJob(page, markdownObject ? { markdownObject } : {}, options.contentDir));
    sorted.pageOf.set(page.route, page);
    sorted.records.set(page.route, undefined as unknown as PageRecord); // keeps the order of `pages`
  }
  return sorted;
}

/**
 * Puts a reused page's stored HTML in the staging folder: left where it is when the file in
 * `keepIn` is the stored object (then listed in `kept`), else hard-linked. False when the stored
 * object is gone or changed: the page is rendered again.
 */
function reuseStored(
  store: ObjectStore,
  previous: PageRecord,
  { stagingDir, keepIn, kept }: { stagingDir: string; keepIn: string | undefined; kept: Set<string> },
): boolean {
  const isKept = keepIn !== undefined && store.holds(previous.stamp, path.join(keepIn, previous.file));
  if (!isKept) store.ensureDirIn(stagingDir, path.dirname(previous.file));
  if (!isKept && !store.linkStamped(previous.object, previous.stamp, stagingDir, previous.file)) return false;
  if (isKept) kept.add(previous.file);
  return true;
}

/** Records what the renders gave: the problems, the plugins used, and each page's record and stored Markdown. */
async function recordResults(
  results: readonly JobResult[],
  { jobs, pageOf, records, markdown }: SortedPages,
  keys: RenderKeys,
): Promise<Pick<WrittenPages, 'problems' | 'pluginsUsed'>> {
  const problems: Problem[] = [];
  const pluginsUsed = new Set<string>();
  for (const [index, result] of results.entries()) {
    for (const field of result.changedBy ?? []) pluginsUsed.add(field);
    const page = pageOf.get(jobs[index]!.route)!;
    // The key the next build will compute: with the islands and features this render loaded.
    records.set(page.route, { ...result.record, key: await keys.pageKey(page, result.record) });
    if (result.markdownObject) markdown[keys.markdownKey(page)] = result.markdownObject;
    problems.push(...withImageLines(result.problems, page));
  }
  return { problems, pluginsUsed };
}
