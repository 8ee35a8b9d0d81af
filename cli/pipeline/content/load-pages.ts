import path from 'node:path';
import type { Problem } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import { readContentFiles, type SourceMemo } from '../../lib/read-content';
import type { SourceFile } from '../../lib/files';
import { bodyTraits, fileStamp } from './body-traits';
import { parseMarkdownSource } from './front-matter';
import type { CachedFrontMatter, FrontMatterCache } from './front-matter-cache';
import { sourceFromParsed, type ParsedFrontMatter } from './parsed-front-matter';
import type { Page } from './page';
import { cachedPage, holdsNothingToResolve, stampedPage } from './cached-page';
import { routeFromPath, validatePage, type TemplateChoice } from './validate-page';

/** Files read at a time while loading (see loadPages). */
const READ_CHUNK = 100;

export interface PagesResult {
  pages: Page[];
  problems: Problem[];
  /**
   * Routes the files with problems would most likely have had (from their path, `permalink`
   * or `id`), so a redirect to one is not also reported as dangling: the file is the cause.
   */
  failedRoutes: string[];
}

interface LoadPagesOptions extends TemplateChoice {
  contentDir: string;
  /** Front matter validated by earlier builds (skips parsing and validation of unchanged files). */
  cache?: FrontMatterCache;
  /** Reads kept from the previous build of a long-lived builder. */
  memo?: SourceMemo;
  /**
   * Files found unchanged by their stamp are read only when their body is asked for (a one-shot
   * build). Not for a long-lived builder (site dev): its files change while it runs, and a page
   * must keep the text it was loaded with.
   */
  readLazily?: boolean;
  /** Stamps taken before the build (see BuildOptions): with them, no file is stamped again to find it unchanged. */
  stamps?: ReadonlyMap<string, string>;
  /** Told of each page as soon as it is loaded (its Markdown can be rendered meanwhile). */
  onPage?: (page: Page) => void;
  /** Parses front matter elsewhere (a cold build's render threads), in the order given. */
  parseFrontMatter?: (sources: readonly SourceFile[]) => Promise<ParsedFrontMatter[]>;
}

/** Reads and validates the files of every Markdown collection the site declares: every problem, not just the first. */
export async function loadPages(options: LoadPagesOptions): Promise<PagesResult> {
  const { contentDir } = options;
  const declared = Object.entries(options.collections).filter(([, collection]) => collection.format === 'markdown');
  const listed = await Promise.all(
    declared.map(async ([name, collection]) => {
      const dir = path.join(contentDir, collection.folder);
      const found = await listContentFiles(dir, ['.md'], contentDir);
      // A collection that is not nested takes the files of its folder alone.
      const files = collection.nested ? found.files : found.files.filter((f) => path.dirname(f) === dir);
      return { name, collection, dir, files, problems: found.problems };
    }),
  );
  const files = listed.flatMap(({ name, files: found }) => found.map((f) => [f, name] as const));
  const results: ReturnType<typeof load>[] = [];
  const readProblems: Problem[] = [];
  // Files are read a chunk ahead of the one being validated, so the first pages reach the
  // render threads after one chunk is read, not after every file is.
  // A file whose stamp is the one it was cached with is not read at all (see stampedPage).
  const stamped = new Map<string, CachedFrontMatter>();
  if (options.cache && options.readLazily)
    for (const [file] of files) {
      const hit = options.cache.byStamp(file, options.stamps?.get(file) ?? fileStamp(file));
      if (hit && options.templates[hit.templateName]) stamped.set(file, hit);
    }
  const read = (from: number) =>
    readAndParse(
      files.slice(from, from + READ_CHUNK).flatMap(([f]) => (stamped.has(f) ? [] : [f])),
      options,
    );
  let next = read(0);
  for (let from = 0; from < files.length; from += READ_CHUNK) {
    const chunk = await next;
    if (from + READ_CHUNK < files.length) next = read(from + READ_CHUNK);
    readProblems.push(...chunk.problems);
    const sources = new Map(chunk.sources.map((s) => [s.absPath, s]));
    for (const [file, collection] of files.slice(from, from + READ_CHUNK)) {
      const hit = stamped.get(file);
      const source = sources.get(file);
      const result = hit
        ? { page: stampedPage(file, hit, options.templates[hit.templateName]!, collection), problems: [] }
        : source
          ? load(source, collection, options, chunk.parsed.get(file))
          : undefined;
      if (!result) continue; // Unreadable (a problem) or gone since it was listed.
      results.push(result);
      if (result.page) options.onPage?.(result.page);
    }
    // Lets the pages told of so far go to the render threads.
    if (options.onPage) await new Promise((resolve) => setImmediate(resolve));
  }
  const pages = results.flatMap((r) => (r.page ? [r.page] : []));
  const loaded = new Set(pages.map((p) => p.source.absPath));
  return {
    pages,
    failedRoutes: [
      ...results.flatMap((r) => (r.page ? [] : (r.claimed ?? []))),
      // A file routed by its path has that route, whatever else is wrong with it.
      ...listed.flatMap(({ collection, dir, files: found }) =>
        collection.route === 'path' ? found.filter((f) => !loaded.has(f)).map((f) => routeFromPath(f, dir)) : [],
      ),
    ],
    problems: [...listed.flatMap((l) => l.problems), ...readProblems, ...results.flatMap((r) => r.problems)],
  };
}

/** Halves of a chunk of files, parsed on two threads at once. */
const PARSE_PARTS = 2;

/**
 * Reads files, and has their front matter parsed where options.parseFrontMatter says (by path;
 * none when it does not say): the next chunk is read and parsed while this one is validated.
 */
async function readAndParse(files: readonly string[], options: LoadPagesOptions) {
  const chunk = await readContentFiles(files, options.contentDir, options.memo);
  const parsed = new Map<string, ParsedFrontMatter>();
  const parse = options.parseFrontMatter;
  if (parse && chunk.sources.length) {
    const size = Math.ceil(chunk.sources.length / PARSE_PARTS);
    const parts = [];
    for (let i = 0; i < chunk.sources.length; i += size) parts.push(chunk.sources.slice(i, i + size));
    const results = (await Promise.all(parts.map((part) => parse(part)))).flat();
    chunk.sources.forEach((source, i) => parsed.set(source.absPath, results[i]!));
  }
  return { ...chunk, parsed };
}

/** A file from the cache when its text is unchanged, else parsed (here, or as `parsed` says) and validated (and cached when valid). */
function load(file: SourceFile, collection: Page['collection'], options: LoadPagesOptions, parsed?: ParsedFrontMatter) {
  const { cache } = options;
  const key = cache?.keyOf(file.text);
  const hit = cache && key ? cache.get(file.absPath, key) : undefined;
  const template = hit && options.templates[hit.templateName];
  if (hit && template) {
    const page = cachedPage(file, hit, template, collection);
    // Same text, new stamp (touched, checked out again): the next build need not read it.
    const stamp = fileStamp(file.absPath);
    if (cache && stamp) cache.set(file.absPath, { ...hit, stamp, traits: bodyTraits(page.source) });
    return { page, problems: [] };
  }
  const source = parsed ? sourceFromParsed(file, parsed) : parseMarkdownSource(file);
  const result = validatePage(source, collection, options, file.text);
  if (result.page && cache && key) {
    const { page } = result;
    const stamp = fileStamp(file.absPath);
    cache.set(file.absPath, {
      key,
      templateName: page.templateName,
      data: page.data,
      bodyStart: file.text.length - source.body.length,
      bodyLine: source.bodyLine,
      route: page.route,
      front: cache.keyOf(file.text.slice(0, file.text.length - source.body.length)),
      ...(stamp ? { stamp, traits: bodyTraits(source) } : {}),
      ...(holdsNothingToResolve(page.data) ? { plain: true } : {}),
    });
  }
  return result;
}
