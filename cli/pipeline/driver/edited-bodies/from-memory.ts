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
import { bodyClaimProblems, linkSpace } from '../../output';

/** What a long-lived builder keeps of its last successful build, for edits that change only a body. */
export interface LastBuild {
  site: LoadedSite;
  context: RenderContext;
  keys: RenderKeys;
  result: BuildResult;
}

/**
 * The pages to render again when every changed file is a page whose front matter is byte for
 * byte what the last build read, so only its Markdown body changed (the usual edit under
 * `site dev`): nothing else can change, since listings, feeds, the sitemap and related links are
 * made from front matter alone. Undefined when any change is more than that (a new or deleted
 * file, front matter, data, a template that checks its body against its front matter): the
 * caller then runs the whole incremental build.
 *
 * Reads the changed files through `memo`, which must still hold the last build's reads; it then
 * holds the new ones.
 */
export async function bodyEdits(
  changed: readonly string[],
  last: LastBuild,
  memo: SourceMemo,
  contentDir: string,
): Promise<Page[] | undefined> {
  const edited: Page[] = [];
  for (const file of new Set(changed.map((f) => path.resolve(f)))) {
    // Markdown only: a YAML page's "body" is empty, and anything appended to its file is data.
    const pages = file.endsWith('.md') ? last.site.pages.filter((page) => page.source.absPath === file) : [];
    if (!pages.length || pages.some((page) => page.template.checkBody)) return undefined;
    const before = await memo.read(file, contentDir);
    memo.forget([file]);
    const after = await memo.read(file, contentDir);
    if (before.status !== 'read' || after.status !== 'read') return undefined;
    const { body } = pages[0]!.source;
    if (!before.source.text.endsWith(body)) return undefined;
    const frontMatter = before.source.text.slice(0, before.source.text.length - body.length);
    if (!after.source.text.startsWith(frontMatter)) return undefined;
    const newBody = after.source.text.slice(frontMatter.length);
    for (const page of pages) edited.push({ ...page, source: { ...page.source, body: newBody } });
  }
  return edited;
}

/**
 * Renders the edited pages in place with the last build's context and keys, records them in
 * `state`, and returns the last build's result with their new sizes; and the builder's new
 * memory of its last build.
 */
export async function renderBodyEdits(
  edited: readonly Page[],
  last: LastBuild,
  outDir: string,
  contentDir: string,
  cache: { state: BuildState; objectsDir: string } | undefined,
): Promise<LastBuild> {
  const written = await writePages(edited, last.keys, last.context, outDir, cache, { inPlace: true, contentDir });
  const routes = last.site.pages.map((page) => page.route);
  const claims = bodyClaimProblems(
    edited.map((page) => ({
      route: page.route,
      file: page.source.file,
      claims: written.records.get(page.route)!.claims,
    })),
    linkSpace(
      last.context.config.site.url,
      last.result.files.map((f) => f.path),
      last.site.redirects,
      routes,
    ),
    last.context.markdown.facts?.offers.catalog ?? [],
    routes,
  );
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
