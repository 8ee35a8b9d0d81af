import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TEMPLATES } from '../../templates/registry';
import { readState, writeState, type BuildState, type PageRecord } from '../cache/build-state';
import { CACHE_DIR, cacheLocation, flagsKey } from '../cache/cache-location';
import { ObjectStore, objectName } from '../cache/object-store';
import { pruneWhenDue } from '../cache/prune-schedule';
import { ContentError } from '../errors';
import { readContentFile } from '../lib/read-content';
import { fileStamp, traitsOf, type BodyTraits } from './content';
import { FrontMatterCache } from './content';
import { cachedPage } from './content';
import type { Page } from './content';
import { bodyClaimProblems, buildByUpdate, finishUpdate, mayUpdate } from './output';
import { parseRedirectsFile } from '../lib/redirects-file';
import { createRenderKeys, schemaKey, writePages } from './render';
import type { RenderContext } from './render';
import { createFacts } from '../../templates/model/facts/facts';
import { knownIds } from './content';
import { resolvePage } from './content';

/**
 * Keeps a build's render context with the cache (a few MB at 4,000 posts), as JSON: the same
 * context is then the same object (v8's serializer tells 320 from 320.0, which the image
 * pipeline gives from its cache or from an encoding), and a build that changed nothing writes
 * nothing. Returns its name.
 */
export function storeContext(objectsDir: string, context: RenderContext): string {
  // Images are listed as their encodings finish: sorted, the same context is the same text.
  const images = Object.fromEntries(Object.entries(context.images).sort(([a], [b]) => (a < b ? -1 : 1)));
  const text = JSON.stringify({ ...context, images });
  const name = objectName(text);
  const store = new ObjectStore(objectsDir);
  if (!store.stamp(name)) store.put(text, name);
  return name;
}

/** The render context a build kept (see storeContext), or undefined when it is gone or damaged. */
function storedContext(objectsDir: string, name: string | undefined): RenderContext | undefined {
  const bytes = name && new ObjectStore(objectsDir).read(name);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as RenderContext) : undefined;
}

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
 * (what `site dev` does in one process, see body-edits.ts). Undefined, having changed nothing,
 * when any edit is more than that (front matter, an image shown or no longer shown, a template
 * that checks or paginates its body) or when the page rebuilt from the cache, with its old body,
 * does not have the key the last build gave it: the caller then builds as usual.
 */
export async function buildBodyEdits(
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
  const edits: Edit[] = [];
  for (const file of build.edited) {
    const edit = await editOf(file, build, state, frontMatter, renderContext);
    const record = edit && state.pages[edit.before.route];
    // The page as the cache rebuilds it, with its old body, must be the page the last build rendered.
    if (!edit || !record || (await keys.pageKey(edit.before, record)) !== record.key) return undefined;
    edits.push({ ...edit, record });
  }

  const cache = { state, objectsDir: location.objects };
  const files = new Set(edits.map((e) => e.record.file));
  const written = await buildByUpdate(
    outDir,
    state.output,
    async (staging) => {
      const pages = await writePages(
        edits.map((e) => e.after),
        keys,
        renderContext,
        staging,
        cache,
        { keepIn: outDir, contentDir, workers: 0 },
      );
      // The rest of the site is as the last build left it: its files and its _redirects.
      const space = {
        siteUrl: renderContext.config.site.url,
        files: new Set(state.output!),
        redirects: parseRedirectsFile(await readFile(path.join(outDir, '_redirects'), 'utf8').catch(() => '')),
      };
      const claims = bodyClaimProblems(
        edits.map((e) => ({
          route: e.after.route,
          file: e.after.source.file,
          claims: pages.records.get(e.after.route)!.claims,
        })),
        space,
        renderContext.markdown.facts?.offers.catalog ?? [],
        Object.keys(state.pages),
      );
      if (pages.problems.length || claims.length) throw new ContentError([...pages.problems, ...claims]);
      return pages;
    },
    // Every other file stays, and an edited page whose file is unchanged (a touch) too.
    (pages) => ({
      written: state.output!,
      kept: new Set([...state.output!.filter((file) => !files.has(file)), ...pages.kept]),
    }),
  );
  let bytesDelta = 0;
  for (const edit of edits) {
    const record = written.records.get(edit.after.route)!;
    bytesDelta += record.bytes - edit.record.bytes;
    state.pages[edit.after.route] = record;
    delete state.markdown[keys.markdownKey(edit.before)];
    state.sources[edit.after.source.absPath] = edit.entry;
  }
  Object.assign(state.markdown, written.markdown);
  await writeState(location.state, state);
  // The folder and the state describing it agree again: the next build may update it.
  finishUpdate(outDir);
  await pruneWhenDue(root).catch(() => undefined);
  return { rendered: written.rendered, bytesDelta, output: state.output };
}

interface Edit {
  before: Page;
  after: Page;
  /** The file's front matter entry, with its new key, stamp and body traits. */
  entry: BuildState['sources'][string];
  record: PageRecord;
}

/** The page of an edited file with its old and new body, when only the body changed; else undefined. */
async function editOf(
  absPath: string,
  build: BodyOnlyBuild,
  state: BuildState,
  frontMatter: FrontMatterCache,
  context: RenderContext,
): Promise<Omit<Edit, 'record'> | undefined> {
  const entry = state.sources[absPath];
  const template = entry && TEMPLATES[entry.templateName];
  const collection = collectionOf(absPath, build.contentDir);
  if (!entry?.front || !entry.traits || entry.traits.images || !template || !collection) return undefined;
  if (template.paginate || template.checkBody) return undefined;
  const read = await readContentFile(absPath, build.contentDir);
  // Read as the input check found it: a file written since builds as usual.
  if (read.status !== 'read' || fileStamp(absPath) !== build.stamps.get(absPath)) return undefined;
  const { text } = read.source;
  if (text.length < entry.bodyStart || frontMatter.keyOf(text.slice(0, entry.bodyStart)) !== entry.front)
    return undefined;
  const traits: BodyTraits = traitsOf(text.slice(entry.bodyStart));
  if (traits.images) return undefined;
  const cached = cachedPage(read.source, entry, template, collection);
  const page = entry.plain ? cached : resolvedPage(cached, context);
  if (!page) return undefined;
  const before = { ...page, source: { ...page.source, traits: entry.traits } };
  const after = { ...page, source: { ...page.source, traits } };
  const stamp = build.stamps.get(absPath)!;
  return {
    before,
    after,
    entry: { ...entry, key: frontMatter.keyOf(text), stamp, traits },
  };
}

/** Markdown pages and posts only (a guide's YAML has no body: all of it is data). */
function collectionOf(absPath: string, contentDir: string): Page['collection'] | undefined {
  if (!absPath.endsWith('.md')) return undefined;
  const [top] = path.relative(contentDir, absPath).split(path.sep);
  return top === 'blog' ? 'blog' : top === 'pages' ? 'pages' : undefined;
}

/**
 * A cached page whose front matter refers to people, offers, facts or posts, resolved as the
 * content stage resolves it, from the facts and posts of the last build's render context.
 * Undefined when anything is wrong: the whole build that follows reports it.
 */
export function resolvedPage(page: Page, context: RenderContext): Page | undefined {
  if (!context.markdown.facts) return undefined;
  const facts = createFacts(context.markdown.facts);
  const known = knownIds(
    facts,
    context.collections.blog.map((post) => post.route),
  );
  const resolved = resolvePage(page, facts, known);
  return resolved.problems.length ? undefined : resolved.page;
}
