import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageRecord } from '../cache/build-state';
import { ObjectStore } from '../cache/object-store';
import type { Problem } from '../errors';
import { createMarkdownRenderer, type MarkdownResult } from './markdown';
import type { PageJob } from './page-job';
import { missingImages } from './page-images';
import { renderPage, type RenderContext } from './render-page';

/** Where rendered pages go: the build's staging folder, and the object store when caching. */
export interface JobOutput {
  stagingDir: string;
  objectsDir?: string;
}

export interface JobResult {
  record: PageRecord;
  markdownKey: string;
  /** The stored rendered Markdown (undefined without a cache). */
  markdownObject?: string;
  /** Problems in the Markdown body (a level-1 heading, raw HTML): the build fails on them. */
  problems: Problem[];
}

/**
 * Renders pages the same way on the main thread and in worker threads: Markdown (or its
 * cached result), then the page, written into the staging folder. With a cache the page's
 * HTML goes into the object store and is hard-linked into place, so the next build can link
 * it again without rendering.
 */
export function createPageRenderer(context: RenderContext) {
  const markdown = createMarkdownRenderer(context.config.site.url);
  const dirs = new Set<string>();
  let store: ObjectStore | undefined;

  const ensureDir = async (dir: string) => {
    if (dirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    dirs.add(dir);
  };

  async function markdownFor(job: PageJob): Promise<{ result: MarkdownResult; object?: string }> {
    if (store && job.markdownObject) {
      const cached = await store.read(job.markdownObject);
      if (cached) return { result: JSON.parse(cached.toString('utf8')) as MarkdownResult, object: job.markdownObject };
    }
    const result = markdown.render(job.body);
    return { result, ...(store ? { object: await store.put(JSON.stringify(result)) } : {}) };
  }

  async function run(job: PageJob, output: JobOutput): Promise<JobResult> {
    const { result, object: markdownObject } = await markdownFor(job);
    const problems = [
      ...result.issues.map((issue) => ({ file: job.file, line: job.bodyLine + issue.line - 1, message: issue.message, hint: issue.hint })),
      ...missingImages(job.file, job.bodyLine, job.dir, result.images, job.data, context.images),
    ];
    const rendered = renderPage(job, result, context);
    const target = path.join(output.stagingDir, rendered.file);
    await ensureDir(path.dirname(target));
    let object = '';
    let stamp = '';
    if (store) {
      object = await store.put(rendered.html);
      stamp = store.stamp(object) ?? '';
      // Writing in place (dev), the page's previous version is still there.
      await rm(target, { force: true });
      await store.linkTo(object, target, false);
    } else {
      await writeFile(target, rendered.html);
    }
    const record: PageRecord = {
      key: job.key,
      object,
      stamp,
      file: rendered.file,
      bytes: Buffer.byteLength(rendered.html),
      robots: rendered.head.robots,
      canonical: rendered.head.canonical,
      ...(rendered.lastmod ? { lastmod: rendered.lastmod } : {}),
      islands: rendered.islands,
      features: rendered.features,
    };
    return { record, markdownKey: job.markdownKey, ...(markdownObject ? { markdownObject } : {}), problems };
  }

  return {
    /** Renders the jobs one after another (a worker runs one batch at a time). */
    async runAll(jobs: readonly PageJob[], output: JobOutput): Promise<JobResult[]> {
      store = output.objectsDir ? new ObjectStore(output.objectsDir) : undefined;
      const results: JobResult[] = [];
      for (const job of jobs) results.push(await run(job, output));
      return results;
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
