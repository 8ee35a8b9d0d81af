import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readState, writeState, type BuildState, type PageRecord } from '../../../cache/build-state';
import { CACHE_DIR, cacheLocation, flagsKey } from '../../../cache/cache-location';
import { pruneWhenDue } from '../../../cache/prune-schedule';
import { ContentError, type Problem } from '../../../errors';
import { displayPath } from '../../../lib/files';
import { FrontMatterCache } from '../../content';
import { buildByUpdate, finishUpdate, mayUpdate } from '../../output';
import { editedClaimProblems } from './claims';
import { parseRedirectsFile } from '../../../lib/redirects-file';
import { createRenderKeys, schemaKey, writePages } from '../../render';
import type { RenderContext, RenderKeys } from '../../render';
import { editedPage, type EditedPage } from './edited-page';
import { storedContext } from '../stored-context';
import { pricedOffers } from '../../site/index';

export interface BodyOnlyBuild {
  contentDir: string;
  outDir: string;
  includeInternal: boolean;
  /** The edited files (absolute) and the stamps the input check found them with. */
  edited: readonly string[];
  stamps: ReadonlyMap<string, string>;
  cacheDir?: string;
}

/**
 * `site build` when the input check found that only some Markdown files changed since the last
 * build into this folder, which is intact (see check-inputs.ts): where each changed only below
 * its front matter (the text before the body is the one cached), its page is rendered again
 * with the last build's render context and keys, and moved into the folder; nothing else can
 * change, since listings, feeds, the sitemap and related links are made from front matter alone
 * (what `site dev` does in one process, see from-memory.ts). Undefined, having changed nothing,
 * when any edit is more than that (front matter, an image shown or no longer shown, a template
 * that checks or paginates its body) or when the page rebuilt from the cache, with its old body,
 * does not have the key the last build gave it: the caller then builds as usual.
 */
export async function renderEditedBodiesFromCache(
  build: BodyOnlyBuild,
): Promise<{ rendered: number; bytesDelta: number; output: string[] } | undefined> {
  const { contentDir, outDir } = build;
  const root = build.cacheDir ?? CACHE_DIR;
  const location = cacheLocation(contentDir, outDir, flagsKey({ includeInternal: build.includeInternal }), root);
  if (!mayUpdate(outDir)) return undefined;
  const state = await readState(location.state);
  const renderContext = storedContext(location.objects, state.context);
  if (!state.output || !renderContext) return undefined;
  const frontMatter = await FrontMatterCache.of(state, schemaKey(location.codeGraph));
  const keys = await createRenderKeys(renderContext, contentDir, location.codeGraph);
  const edits = await editsOf(build, state, frontMatter, keys, renderContext);
  if (!edits) return undefined;
  const written = await writeEdits(edits, build, { state, objectsDir: location.objects }, keys, renderContext);
  const bytesDelta = recordEdits(state, edits, written, keys);
  await writeState(location.state, state);
  // The folder and the state describing it agree again: the next build may update it.
  finishUpdate(outDir);
  await pruneWhenDue(root).catch(() => undefined);
  return { rendered: written.rendered, bytesDelta, output: state.output };
}

type WrittenPages = Awaited<ReturnType<typeof writePages>>;

/** Every edited file as a body-only edit of the page the last build rendered, or undefined if any is not one. */
async function editsOf(
  build: BodyOnlyBuild,
  state: BuildState,
  frontMatter: FrontMatterCache,
  keys: RenderKeys,
  context: RenderContext,
): Promise<Edit[] | undefined> {
  const edits: Edit[] = [];
  for (const file of build.edited) {
    const edit = await editedPage(file, build, state, frontMatter, context);
    const record = edit && state.pages[edit.before.route];
    // The page as the cache rebuilds it, with its old body, must be the page the last build rendered.
    if (!edit || !record || (await keys.pageKey(edit.before, record)) !== record.key) return undefined;
    edits.push({ ...edit, record });
  }
  return edits;
}

/**
 * Renders the edited pages and moves them into `outDir`, which keeps every other file; throws
 * a ContentError, having changed nothing, when a page or a claim of its body has a problem.
 */
async function writeEdits(
  edits: readonly Edit[],
  { contentDir, outDir }: BodyOnlyBuild,
  cache: { state: BuildState; objectsDir: string },
  keys: RenderKeys,
  context: RenderContext,
): Promise<WrittenPages> {
  const { state } = cache;
  const files = new Set(edits.map((e) => e.record.file));
  return buildByUpdate(
    outDir,
    state.output!,
    async (staging) => {
      const pages = await writePages(
        edits.map((e) => e.after),
        keys,
        context,
        staging,
        cache,
        { keepIn: outDir, contentDir, workers: 0 },
      );
      const claims = await claimProblems(edits, pages, state, outDir, context);
      if (pages.problems.length || claims.length) throw new ContentError([...pages.problems, ...claims]);
      return pages;
    },
    // Every other file stays, and an edited page whose file is unchanged (a touch) too.
    (pages) => ({
      written: state.output!,
      kept: new Set([...state.output!.filter((file) => !files.has(file)), ...pages.kept]),
    }),
  );
}

/** What the edited bodies claim, against the rest of the site as the last build into `outDir` left it. */
async function claimProblems(
  edits: readonly Edit[],
  pages: WrittenPages,
  state: BuildState,
  outDir: string,
  context: RenderContext,
): Promise<Problem[]> {
  const sourceOf = new Map(
    Object.entries(state.sources).map(([absPath, entry]) => [entry.route, displayPath(absPath)]),
  );
  for (const edit of edits) sourceOf.set(edit.after.route, edit.after.source.file);
  return editedClaimProblems({
    edited: new Map(edits.map((e) => [e.after.route, pages.records.get(e.after.route)!])),
    records: state.pages,
    sourceOf,
    space: {
      siteUrl: context.config.site.url,
      files: new Set(state.output!),
      redirects: parseRedirectsFile(await readFile(path.join(outDir, '_redirects'), 'utf8').catch(() => '')),
    },
    catalog: pricedOffers(context.markdown.facts),
  });
}

/** Records the edited pages, their Markdown and their files' entries in `state`; returns the bytes they grew by. */
function recordEdits(state: BuildState, edits: readonly Edit[], written: WrittenPages, keys: RenderKeys): number {
  let bytesDelta = 0;
  for (const edit of edits) {
    const record = written.records.get(edit.after.route)!;
    bytesDelta += record.bytes - edit.record.bytes;
    state.pages[edit.after.route] = record;
    delete state.markdown[keys.markdownKey(edit.before)];
    state.sources[edit.after.source.absPath] = edit.entry;
  }
  Object.assign(state.markdown, written.markdown);
  return bytesDelta;
}

/** An edited page with the record the last build gave it. */
interface Edit extends EditedPage {
  record: PageRecord;
}
