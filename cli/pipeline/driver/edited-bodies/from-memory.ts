import path from 'node:path';
import type { BuildState } from '../../../cache/build-state';
import { ContentError } from '../../../errors';
import type { SourceMemo } from '../../../lib/read-content';
import type { BuildResult } from '../types';
import type { LoadedSite } from '../../content';
import type { Page } from '../../content';
import type { RenderContext } from '../../render';
import type { RenderKeys } from '../../render';
import { writePages } from '../../render';
import { linkSpace } from '../../output';
import { bodyTraits, traitsOf } from '../../content';
import { editedClaimProblems } from './claims';
import { moreThanABody } from './guard';
import { pricedOffers } from '../../site/index';

/** What a long-lived builder keeps of its last successful build, for edits that change only a body. */
export interface LastBuild {
  site: LoadedSite;
  context: RenderContext;
  keys: RenderKeys;
  result: BuildResult;
}

/**
 * The pages to render again when every changed file is a page of the last build whose edit is of
 * its Markdown body alone (the one guard both ways share: guard.ts), the usual edit under `site
 * dev`. Undefined when any change is more than that: the caller then runs the whole incremental
 * build.
 *
 * Reads the changed files through `memo`, which must still hold the last build's reads; it then
 * holds the new ones.
 */
export async function findEditedBodies(
  changed: readonly string[],
  last: LastBuild,
  memo: SourceMemo,
  contentDir: string,
): Promise<Page[] | undefined> {
  const edited: Page[] = [];
  for (const file of new Set(changed.map((f) => path.resolve(f)))) {
    const pages = last.site.pages.filter((page) => page.source.absPath === file);
    const before = await memo.read(file, contentDir);
    memo.forget([file]);
    const after = await memo.read(file, contentDir);
    if (!pages.length || before.status !== 'read' || after.status !== 'read') return undefined;
    const { body } = pages[0]!.source;
    const frontMatter = before.source.text.endsWith(body)
      ? before.source.text.slice(0, before.source.text.length - body.length)
      : undefined;
    const newBody = frontMatter === undefined ? '' : after.source.text.slice(frontMatter.length);
    const refused = moreThanABody({
      absPath: file,
      contentDir,
      // A file makes one page, or the pages of one paginated template.
      template: pages[0]!.template,
      sameFrontMatter: frontMatter !== undefined && after.source.text.startsWith(frontMatter),
      showsImage: bodyTraits(pages[0]!.source).images || traitsOf(newBody).images,
    });
    if (refused) return undefined;
    for (const page of pages)
      edited.push({ ...page, source: { ...page.source, body: newBody, traits: traitsOf(newBody) } });
  }
  return edited;
}

/**
 * Renders the edited pages in place with the last build's context and keys, records them in
 * `state`, and returns the last build's result with their new sizes; and the builder's new
 * memory of its last build.
 */
export async function renderEditedBodiesInPlace(
  edited: readonly Page[],
  last: LastBuild,
  outDir: string,
  contentDir: string,
  cache: { state: BuildState; objectsDir: string } | undefined,
): Promise<LastBuild> {
  const written = await writePages(edited, last.keys, last.context, outDir, cache, { inPlace: true, contentDir });
  const routes = last.site.pages.map((page) => page.route);
  const claims = editedClaimProblems({
    edited: written.records,
    // Without the cache's records (--no-cache), the edited pages' own claims only.
    records: cache?.state.pages ?? {},
    sourceOf: new Map(last.site.pages.map((page) => [page.route, page.source.file])),
    space: linkSpace(
      last.context.config.site.url,
      last.result.files.map((f) => f.path),
      last.site.redirects,
      routes,
    ),
    catalog: pricedOffers(last.context.markdown.facts),
  });
  if (written.problems.length || claims.length) throw new ContentError([...written.problems, ...claims]);
  if (cache) {
    for (const [route, record] of written.records) cache.state.pages[route] = record;
    Object.assign(cache.state.markdown, written.markdown);
  }
  const bytesOf = new Map([...written.records.values()].map((record) => [record.file, record.bytes]));
  const files = last.result.files.map((f) => (bytesOf.has(f.path) ? { ...f, bytes: bytesOf.get(f.path)! } : f));
  const pages = last.result.pages.map((p) => (bytesOf.has(p.file) ? { ...p, bytes: bytesOf.get(p.file)! } : p));
  const result = {
    ...last.result,
    files,
    pages,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    rendered: written.rendered,
    reused: last.result.pages.length - written.rendered,
  };
  const byRoute = new Map(edited.map((page) => [page.route, page]));
  return {
    ...last,
    site: { ...last.site, pages: last.site.pages.map((page) => byRoute.get(page.route) ?? page) },
    result,
  };
}
