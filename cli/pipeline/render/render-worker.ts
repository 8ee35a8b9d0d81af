import { deserialize } from 'node:v8';
import { ObjectStore } from '../../cache/object-store';
import type { SourceFile } from '../../lib/files';
import { parseFrontMatter, type ParsedFrontMatter } from '../content';
import { createMarkdownRenderer, type MarkdownSettings } from '../markdown';
import { MarkdownPacks } from '../markdown';
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

let current: { id: number; renderer: Promise<PageRenderer> } | undefined;

/** Worker entry (compiled, or loaded through render-worker-entry.mjs): renders one batch of pages. */
export default async function renderBatch(task: RenderTask): Promise<JobResult[]> {
  if (current?.id !== task.contextId) {
    const context = deserialize(Buffer.from(task.context)) as RenderContext;
    current = { id: task.contextId, renderer: createPageRenderer(context) };
  }
  return (await current.renderer).runAll(task.jobs, task.output);
}

/** Markdown rendered ahead, while the main thread still loads the content (see MarkdownAhead). */
export interface MarkdownTask {
  settings: MarkdownSettings;
  bodies: string[];
  objectsDir: string;
}

/** Renders Markdown bodies (as a page that shows no image and asks for no sections) and stores them as one pack; returns each body's reference. */
export async function renderMarkdown(task: MarkdownTask): Promise<string[]> {
  const renderer = await createMarkdownRenderer(task.settings);
  const results = [];
  for (const body of task.bodies) results.push(await renderer.render(body));
  return new MarkdownPacks(new ObjectStore(task.objectsDir)).write(results);
}

/** Front matter parsed while the main thread validates what it got before (see loadPages). */
export interface FrontMatterTask {
  sources: SourceFile[];
}

export function parseSources(task: FrontMatterTask): ParsedFrontMatter[] {
  return task.sources.map(parseFrontMatter);
}
