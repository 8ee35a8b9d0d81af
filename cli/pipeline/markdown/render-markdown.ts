import type { Root } from 'hast';
import { VFile } from 'vfile';
import { contentHash } from '../../lib/hash';
import { createBodyParser, type BodyParser } from './gfm-as-needed';
import { MarkdownLimitError } from './limits/limits';
import { PluginFailure } from './plugin-failure';
import { createProcessor, type MarkdownProcessor, type MarkdownSettings } from './processor';
import { makeFirstPictureEager } from './rehype/body-images';
import { issuesOf } from './report';
import type { BodyOptions, MarkdownIssue, MarkdownResult } from './result';
import { splitSections } from './sections';

export type { MarkdownParser, MarkdownSettings } from './processor';
export type { BodyLink, BodyOptions, MarkdownImage, MarkdownIssue, MarkdownResult, ProseBlock } from './result';

/**
 * The Markdown stage. Takes a body (the text below a page's front matter) and how its page
 * shows it (BodyOptions); gives its HTML, heading outline, images and content problems
 * (MarkdownResult), through the site's one unified processor (processor.ts).
 */
export interface MarkdownRenderer {
  render(body: string, options?: BodyOptions): Promise<MarkdownResult>;
  /** How many results are kept. */
  readonly size: number;
}

/** How many results a renderer keeps: repeats are near each other (the pages of one listing share a body). */
const CACHED = 64;
/** A processor and its body parser (gfm-as-needed.ts). */
interface Pipeline {
  processor: MarkdownProcessor;
  parse: BodyParser;
}
/** One pipeline per settings in each thread: setting the plugins up costs more than a short post. */
const pipelines = new Map<string, Promise<Pipeline>>();

/** Rejects (with a PluginFailure) when a maintainer's plugin cannot be loaded or set up. */
export async function createMarkdownRenderer(settings: MarkdownSettings): Promise<MarkdownRenderer> {
  const settingsKey = JSON.stringify(settings);
  let pipeline = pipelines.get(settingsKey);
  if (!pipeline) {
    pipeline = createProcessor(settings).then((processor) => ({
      processor,
      parse: createBodyParser(processor),
    }));
    pipelines.set(settingsKey, pipeline);
    pipeline.catch(() => pipelines.delete(settingsKey));
  }
  const ready = await pipeline;
  const cache = new Map<string, MarkdownResult>();
  return {
    async render(body, options = {}) {
      const key = contentHash(body, optionsKey(body, options));
      const cached = cache.get(key);
      if (cached) return cached;
      const result = await renderBody(ready, body, options);
      cache.set(key, result);
      if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
      return result;
    },
    get size() {
      return cache.size;
    },
  };
}

async function renderBody({ processor, parse }: Pipeline, body: string, options: BodyOptions): Promise<MarkdownResult> {
  const file = new VFile({ value: body, data: { body: options } });
  let tree: Root;
  try {
    tree = await processor.run(parse(file), file);
  } catch (error) {
    // A body over a limit is refused whole, with its line (limits/).
    if (error instanceof MarkdownLimitError) return refused([error.issue]);
    if (!(error instanceof PluginFailure)) throw error;
    const hint = `Fix this page, or the plugin's options in content/site.yaml (${error.spec.field}), or remove the plugin.`;
    return refused([{ message: `the Markdown plugin ${error.message}`, hint }]);
  }
  const headings = file.data.headings ?? [];
  const html = processor.stringify(tree, file);
  const result: MarkdownResult = {
    html,
    headings,
    issues: issuesOf(file),
    images: file.data.images ?? [],
    links: file.data.links ?? [],
    prices: file.data.prices ?? [],
  };
  if (file.data.changedBy) result.changedBy = [...new Set(file.data.changedBy)];
  if (options.sections) result.sections = splitSections(tree, headings);
  if (file.data.pictures) {
    makeFirstPictureEager(tree);
    result.eagerHtml = processor.stringify(tree, file);
  }
  return result;
}

/** The result of a body that could not be rendered: its problems only. */
const refused = (issues: MarkdownIssue[]): MarkdownResult => ({
  html: '',
  headings: [],
  issues,
  images: [],
  links: [],
  prices: [],
});

/** Objects given as options, told apart within one thread (the image pipeline's map is one per build). */
const objectIds = new WeakMap<object, number>();
let lastId = 0;
function optionsKey(body: string, { dir = '', images, sections }: BodyOptions): string {
  // Images matter only to a body that shows one.
  let imagesId = 0;
  if (images && body.includes('![')) {
    imagesId = objectIds.get(images) ?? (lastId += 1);
    objectIds.set(images, imagesId);
  }
  return `${dir}\0${imagesId}\0${sections ? 1 : 0}`;
}
