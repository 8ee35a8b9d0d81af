import path from 'node:path';
import type { BuildState, PageRecord } from '../../cache/build-state';
import { ObjectStore } from '../../cache/object-store';
import type { Problem } from '../../errors';
import { rendersAhead, type MarkdownAhead } from './markdown-ahead';
import type { Page } from '../content';
import { pageJob, type PageJob } from './page-job';
import type { RenderContext } from './render-page';
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

/**
 * Writes every page into the staging folder: a page whose key matches the previous build's
 * (and whose stored HTML is intact) is hard-linked from the object store; every other page is
 * rendered, on worker threads when there are many.
 */
export async function writePages(
  pages: readonly Page[],
  keys: RenderKeys,
  context: RenderContext,
  stagingDir: string,
  cache: { state: BuildState; objectsDir: string } | undefined,
  options: RenderOptions & {
    inPlace?: boolean;
    /** The output folder being updated: a reused page whose file there is the stored object stays. */
    keepIn?: string;
    onPages?: (done: number, total: number) => void;
    contentDir?: string;
    ahead?: MarkdownAhead;
  },
): Promise<WrittenPages> {
  const store = cache ? new ObjectStore(cache.objectsDir) : undefined;
  const records = new Map<string, PageRecord>();
  const markdown: Record<string, string> = {};
  const jobs: PageJob[] = [];
  const pageOf = new Map<string, Page>();
  const kept = new Set<string>();
  // Writing in place (dev) or updating (build): an unchanged page's file is already there when it is the stored object.
  const keepIn = options.inPlace ? stagingDir : options.keepIn;
  let reused = 0;
  for (const page of pages) {
    const previous = cache?.state.pages[page.route];
    const key = await keys.pageKey(page, previous);
    const markdownKey = keys.markdownKey(page);
    if (store && previous?.key === key) {
      const isKept = keepIn !== undefined && store.holds(previous.stamp, path.join(keepIn, previous.file));
      const target = path.join(stagingDir, previous.file);
      if (!isKept) store.ensureDir(path.dirname(target));
      if (isKept || store.linkStamped(previous.object, previous.stamp, target)) {
        if (isKept) kept.add(previous.file);
        records.set(page.route, previous);
        const stored = cache?.state.markdown[markdownKey];
        if (stored) markdown[markdownKey] = stored;
        reused += 1;
        continue;
      }
    }
    const markdownObject = cache?.state.markdown[markdownKey];
    jobs.push(pageJob(page, { key, markdownKey, ...(markdownObject ? { markdownObject } : {}) }, options.contentDir));
    pageOf.set(page.route, page);
    records.set(page.route, undefined as unknown as PageRecord); // keeps the order of `pages`
  }
  if (options.ahead) {
    const ahead = await options.ahead.settled();
    for (const job of jobs) if (rendersAhead(pageOf.get(job.route)!)) job.markdownObject ??= ahead.get(job.body);
  }
  const results = await renderPages(
    jobs,
    context,
    { stagingDir, ...(cache ? { objectsDir: cache.objectsDir } : {}) },
    {
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      ...(options.pool ? { pool: options.pool } : {}),
      ...(options.onPages ? { onProgress: options.onPages } : {}),
    },
  );
  const problems: Problem[] = [];
  const pluginsUsed = new Set<string>();
  for (const [index, result] of results.entries()) {
    for (const field of result.changedBy ?? []) pluginsUsed.add(field);
    const route = jobs[index]!.route;
    // The key the next build will compute: with the islands and features this render loaded.
    records.set(route, { ...result.record, key: await keys.pageKey(pageOf.get(route)!, result.record) });
    if (result.markdownObject) markdown[result.markdownKey] = result.markdownObject;
    problems.push(...result.problems);
  }
  return { records, markdown, problems, rendered: jobs.length, reused, kept, pluginsUsed };
}
