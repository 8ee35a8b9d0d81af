import path from 'node:path';
import type { PageRecord } from '../../cache/build-state';
import { ObjectStore } from '../../cache/object-store';
import { mkdirInSync, unlinkInSync, writeInSync } from '../../lib/write/fs-writes';
import type { Problem } from '../../errors';
import { site } from '../site/index';
import { bodyProblem } from '../markdown';
import { createMarkdownRenderer, type BodyOptions, type MarkdownResult } from '../markdown';
import { MarkdownPacks } from '../markdown';
import type { PageJob } from './page-job';
import { missingImages } from '../content';
import { idsOf } from './page-ids';
import { renderPage, type RenderContext, type RenderedPage } from './render-page';

/** Where rendered pages go: the build's staging folder, and the object store when caching. */
export interface JobOutput {
  stagingDir: string;
  objectsDir?: string;
}

export interface JobResult {
  /** The page's record but its key (the main thread's: keys are made there). */
  record: Omit<PageRecord, 'key'>;
  /** Where the rendered Markdown is stored (`<pack>#<index>`; undefined without a cache). */
  markdownObject?: string;
  /** Problems in the Markdown body (a level-1 heading, raw HTML): the build fails on them. */
  problems: Problem[];
  /** The maintainer's Markdown plugins (site.yaml fields) that changed the body. */
  changedBy?: string[];
}

/**
 * Renders pages the same way on the main thread and in worker threads: Markdown (or its
 * cached result), then the page, written into the staging folder. With a cache the page is
 * written into the object store and hard-linked into the staging folder (ObjectStore.putLinked),
 * so the next build can link it back without rendering, and the batch's new Markdown results
 * are stored as one pack. File system calls
 * are synchronous: a worker does one thing at a time, and thousands of small writes through
 * the promise API would spend most of their time in round trips.
 */
export async function createPageRenderer(context: RenderContext) {
  const markdown = await createMarkdownRenderer(context.markdown);
  const write = createPageWriter();
  let store: ObjectStore | undefined;
  let packs: MarkdownPacks | undefined;

  return {
    /** Renders the jobs one after another (a worker runs one batch at a time). */
    async runAll(jobs: readonly PageJob[], output: JobOutput): Promise<JobResult[]> {
      if (output.objectsDir && store?.dir !== output.objectsDir) {
        store = new ObjectStore(output.objectsDir);
        packs = new MarkdownPacks(store);
      }
      if (!output.objectsDir) store = packs = undefined;
      const fresh: MarkdownResult[] = [];
      const freshAt: number[] = [];
      const results: JobResult[] = [];
      for (const [index, job] of jobs.entries()) {
        const cached = job.markdownObject ? packs?.read(job.markdownObject) : undefined;
        const result = cached ?? (await markdown.render(job.body, bodyOptions(job, context)));
        if (!cached) {
          fresh.push(result);
          freshAt.push(index);
        }
        results.push({
          ...renderJob(job, result, context, { stagingDir: output.stagingDir, write, store }),
          ...(cached ? { markdownObject: job.markdownObject } : {}),
        } as JobResult);
      }
      const refs = packs?.write(fresh) ?? [];
      refs.forEach((ref, i) => (results[freshAt[i]!]!.markdownObject = ref));
      return results;
    },
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;

/** Where one job's page goes: the staging folder, through the renderer's writer, and the object store when caching. */
interface JobTarget {
  stagingDir: string;
  write: WritePage;
  store: ObjectStore | undefined;
}

/** Renders one job whose Markdown is ready and writes its page: the page's record, and the body's problems. */
function renderJob(
  job: PageJob,
  result: MarkdownResult,
  context: RenderContext,
  { stagingDir, write, store }: JobTarget,
): Omit<JobResult, 'markdownObject'> {
  const problems = [
    ...result.issues.map((issue) => bodyProblem({ file: job.file, bodyLine: job.bodyLine }, issue)),
    ...missingImages(job.file, job.bodyLine, job.dir, result.images, job.data, context.images, context.refusedImages),
  ];
  const rendered = renderPage(job, result, context);
  const object = write(stagingDir, rendered.file, rendered.html, store);
  const stamp = store ? (store.stamp(object) ?? '') : '';
  return {
    record: pageRecord(job, rendered, result, { object, stamp }),
    problems,
    ...(result.changedBy ? { changedBy: result.changedBy } : {}),
  };
}

/** What the build state keeps of a rendered page: where it is stored, what it loads, what its body claims. */
function pageRecord(
  job: PageJob,
  rendered: RenderedPage,
  result: MarkdownResult,
  stored: Pick<PageRecord, 'object' | 'stamp'>,
): JobResult['record'] {
  return {
    ...stored,
    file: rendered.file,
    bytes: Buffer.byteLength(rendered.html),
    robots: rendered.head.robots,
    canonical: rendered.head.canonical,
    ...(rendered.lastmod ? { lastmod: rendered.lastmod } : {}),
    islands: rendered.islands,
    features: rendered.features,
    ids: idsOf(rendered.html),
    ...claimsOf(result, job.bodyLine),
  };
}

/** Writes one page's HTML to `file` below `dir`, stored in `store` when there is one; returns the stored object's name ('' without). */
type WritePage = (dir: string, file: string, html: string, store: ObjectStore | undefined) => string;

/**
 * Writes pages synchronously (see createPageRenderer), making each folder once per writer. With
 * a store, the page is stored and linked into place (ObjectStore.putLinked). A file already
 * there is replaced, never written through.
 */
function createPageWriter(): WritePage {
  const dirs = new Set<string>();
  return (root, file, html, store) => {
    const parent = path.dirname(file);
    const key = `${root}\0${parent}`;
    if (parent !== '.' && !dirs.has(key)) {
      mkdirInSync(root, parent);
      dirs.add(key);
    }
    if (store) return store.putLinked(html, root, file);
    try {
      writeInSync(root, file, html, { exclusive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Writing in place (dev): the old file may be a link to a stored object; never write through it.
      unlinkInSync(root, file);
      writeInSync(root, file, html);
    }
    return '';
  };
}

/** A body's links and priced prose, by file line (see PageRecord.claims); nothing when it has neither. */
function claimsOf({ links, prices }: MarkdownResult, bodyLine: number): Pick<PageRecord, 'claims'> {
  if (!links.length && !prices.length) return {};
  const fileLine = (line: number) => bodyLine + line - 1;
  return {
    claims: {
      links: links.map((link) => (link.line ? { ...link, line: fileLine(link.line) } : link)),
      prices: prices.map((block) => ({ ...block, line: fileLine(block.line) })),
    },
  };
}

/** How a page shows its body: its images (from the pipeline, named relative to its folder), and its sections if the template asks. */
export function bodyOptions(
  job: Pick<PageJob, 'dir' | 'templateName'>,
  context: Pick<RenderContext, 'images'>,
): BodyOptions {
  return {
    dir: job.dir,
    images: context.images,
    ...(site().templates[job.templateName]?.bodySections ? { sections: true } : {}),
  };
}
