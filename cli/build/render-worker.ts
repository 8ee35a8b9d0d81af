import { deserialize } from 'node:v8';
import { ObjectStore } from '../cache/object-store';
import { createMarkdownRenderer } from './markdown';
import { MarkdownPacks } from './markdown-packs';
import type { PageJob } from './page-job';
import { createPageRenderer, type JobOutput, type JobResult, type PageRenderer } from './page-renderer';
import type { RenderContext } from './render-page';

/** One batch of pages; the context is shared memory (see RenderPool), read once per build. */
export interface RenderTask {
  contextId: number;
  context: SharedArrayBuffer;
  jobs: PageJob[];
  output: JobOutput;
}

let current: { id: number; renderer: PageRenderer } | undefined;

/** Worker entry (compiled, or loaded through render-worker-entry.mjs): renders one batch of pages. */
export default function renderBatch(task: RenderTask): JobResult[] {
  if (current?.id !== task.contextId) {
    const context = deserialize(Buffer.from(task.context)) as RenderContext;
    current = { id: task.contextId, renderer: createPageRenderer(context) };
  }
  return current.renderer.runAll(task.jobs, task.output);
}

/** Markdown rendered ahead, while the main thread still loads the content (see MarkdownAhead). */
export interface MarkdownTask {
  siteUrl: string;
  bodies: string[];
  objectsDir: string;
}

/** Renders Markdown bodies and stores them as one pack; returns each body's reference. */
export function renderMarkdown(task: MarkdownTask): string[] {
  const renderer = createMarkdownRenderer(task.siteUrl);
  return new MarkdownPacks(new ObjectStore(task.objectsDir)).write(task.bodies.map((body) => renderer.render(body)));
}
