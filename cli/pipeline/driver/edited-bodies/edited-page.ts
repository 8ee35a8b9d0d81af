import { createFacts, site } from '../../site/index';
import type { BuildState } from '../../../cache/build-state';
import { readContentFile } from '../../../lib/read-content';
import {
  cachedPage,
  collectionOfFile,
  fileStamp,
  knownIds,
  referableCollections,
  resolvePage,
  traitsOf,
} from '../../content';
import type { BodyTraits, FrontMatterCache, Page } from '../../content';
import type { RenderContext } from '../../render';
import { moreThanABody } from './guard';

/** A Markdown file whose body alone changed: its page with the old body and with the new one. */
export interface EditedPage {
  before: Page;
  after: Page;
  /** The file's front matter entry, with its new key, stamp and body traits. */
  entry: BuildState['sources'][string];
}

/**
 * The page of an edited file with its old and new body, when only the body changed; else
 * undefined. `build` holds the content folder and the stamps the input check found the files with.
 */
export async function editedPage(
  absPath: string,
  build: { contentDir: string; stamps: ReadonlyMap<string, string> },
  state: BuildState,
  frontMatter: FrontMatterCache,
  context: RenderContext,
): Promise<EditedPage | undefined> {
  const entry = state.sources[absPath];
  const template = entry && site().templates[entry.templateName];
  if (!entry?.front || !entry.traits || !template) return undefined;
  const read = await readContentFile(absPath, build.contentDir);
  // Read as the input check found it: a file written since builds as usual.
  if (read.status !== 'read' || fileStamp(absPath) !== build.stamps.get(absPath)) return undefined;
  const { text } = read.source;
  const front = text.length >= entry.bodyStart ? text.slice(0, entry.bodyStart) : undefined;
  const traits: BodyTraits = traitsOf(text.slice(entry.bodyStart));
  const refused = moreThanABody({
    absPath,
    contentDir: build.contentDir,
    template,
    sameFrontMatter: front !== undefined && frontMatter.keyOf(front) === entry.front,
    showsImage: entry.traits.images || traits.images,
  });
  if (refused) return undefined;
  // An entry of a Markdown collection (the guard says so).
  const collection = collectionOfFile(absPath, build.contentDir)!;
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

/**
 * A cached page whose front matter refers to people, offers, facts or posts, resolved as the
 * content stage resolves it, from the facts and posts of the last build's render context.
 * Undefined when anything is wrong: the whole build that follows reports it.
 */
export function resolvedPage(page: Page, context: RenderContext): Page | undefined {
  const data = context.markdown.facts;
  if (site().facts && !data) return undefined;
  const facts = data && createFacts(data);
  const known = knownIds(data, referableRoutes(context.collections));
  const resolved = resolvePage(page, facts, known);
  return resolved.problems.length ? undefined : resolved.page;
}

/** The routes of the entries `post:` references may name, from the collections a build's context holds. */
function referableRoutes(collections: RenderContext['collections']): string[] {
  const held = collections as unknown as Record<string, readonly { route?: unknown }[] | undefined>;
  return referableCollections().flatMap((name) =>
    (held[name] ?? []).flatMap((item) => (typeof item.route === 'string' ? [item.route] : [])),
  );
}
