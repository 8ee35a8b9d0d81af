import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CodeHasher, type FollowImport } from '../../cache/code-hash';
import { contentHash } from '../../lib/hash';
import { PROJECT_ROOT } from '../../lib/project-root';
import { SITE_MODULE, siteRoot } from '../../lib/site-layout';
import { bodyTraits, pageDir, type Page } from '../content';
import { createAssetKeys, type AssetUses } from './asset-keys';
import { createContentKeys, shownImages, type ContentKeys } from './content-keys';
import type { RenderContext } from './render-page';

/** Bump to invalidate every cached page and Markdown result at once. */
const ENGINE = 'render-1';
const fromEngine = (file: string) => path.join(PROJECT_ROOT, file);
const fromSite = (file: string) => path.join(siteRoot(), file);
/**
 * Where what invalidates what starts: front doors, not the modules behind them. Each stage is
 * entered through its index.ts (the import rules allow no other way in), so everything a stage
 * runs is in its index's import closure, wherever inside the stage it lives: moving a module
 * cannot drop it from a key. The site's definition is the site's door (the engine loads it at
 * run time, so no import of the engine's reaches it): its templates, schemas and page frame.
 */
export const FRONT_DOORS = {
  content: fromEngine('cli/pipeline/content/index.ts'),
  markdown: fromEngine('cli/pipeline/markdown/index.ts'),
  render: fromEngine('cli/pipeline/render/index.ts'),
  site: fromSite(SITE_MODULE),
};
/** What every page runs besides its template: the render stage (the page renderer) and the site's frame (the document, the shell). */
const SHELL = [FRONT_DOORS.render, FRONT_DOORS.site];
const MARKDOWN = [FRONT_DOORS.markdown];
/** The module that imports every template (docs/templates.md): a page follows only its own template's import. */
const REGISTRY = fromSite('templates/registry.ts');
/** What parses and validates front matter and data sets: the site's schemas (every template's), the content stage (with the Markdown checks of bodies). */
const LOADERS = [FRONT_DOORS.site, FRONT_DOORS.content];
/** The module graph is made from all of them at once: one esbuild run when the code changed. */
const CODE_ROOTS = [...new Set([...LOADERS, ...SHELL, ...MARKDOWN])];
const TEMPLATE_PAGES = fromSite('templates/pages');

/**
 * The key of the code that parses and validates front matter (every template's schema and the
 * loaders): cached front matter is reused only while it is unchanged.
 */
export async function schemaKey(codeCache?: string): Promise<string> {
  return new CodeHasher(CODE_ROOTS, { cacheFile: codeCache }).hashOf(LOADERS, [await lockKey(), ENGINE]);
}

/** A template's module, by the convention the page cache relies on: `blog-index` -> templates/pages/BlogIndex.tsx. */
export function templateModule(name: string): string {
  return path.join(TEMPLATE_PAGES, `${name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}.tsx`);
}

/**
 * The code a template's pages run: the shell's and the template module's, with all they import.
 * The shell reaches every template through the registry (it looks the page's template up by
 * name), yet a page runs only its own: the registry's imports of the other templates are not
 * followed. A template whose module is named otherwise (tests/unit/cli/pipeline/render/render-keys.test.ts
 * holds every one to the convention) would depend on all of them.
 */
export function templateCode(name: string): { entries: string[]; follow?: FollowImport } {
  const module = templateModule(name);
  if (!existsSync(module)) return { entries: SHELL };
  const follow: FollowImport = (importer, imported) =>
    importer !== REGISTRY || imported === module || path.dirname(imported) !== TEMPLATE_PAGES;
  return { entries: [...SHELL, module], follow };
}

/**
 * The cache keys of one build. A page's key covers everything its HTML depends on: the code
 * it runs (its template's import closure and the shell's, the installed packages), the site
 * config, the build year and the assets, its own front matter and body, and the part of the
 * collections it renders. Equal keys mean byte-identical pages, so a hit is never rendered.
 */
export async function createRenderKeys(context: RenderContext, contentDir = '', codeCache?: string) {
  const hasher = new CodeHasher(CODE_ROOTS, { cacheFile: codeCache });
  const lock = await lockKey();
  const markdownCode = await markdownCodeKey(hasher, lock, context);
  // Every template may show a person, an offer or a company fact (through the page context):
  // an edit to one of their homes, or to a photo they show, re-renders the pages, and the bodies
  // that use a directive.
  const facts = context.markdown.facts ?? null;
  const factsKey = contentHash(JSON.stringify(facts), shownImages(facts, context.images));
  const contextKey = contentHash(
    ENGINE,
    JSON.stringify(context.config),
    String(context.year),
    context.devScript ?? '',
    factsKey,
  );
  const assetsKey = createAssetKeys(context.assets);
  const siteHost = new URL(context.config.site.url).host;
  const reads = createContentKeys(context, contentDir);
  const markdownKey = createMarkdownKeys({ code: markdownCode, siteHost, factsKey, contentDir, reads });
  const baseKey = createBaseKeys(contextKey, createCodeKeys(hasher, lock), markdownKey, reads);

  return {
    markdownKey,
    /** `previous`: the page's record from the last build, for the assets it loaded. */
    async pageKey(page: Page, previous?: AssetUses): Promise<string> {
      // Two hashes side by side: a third over them would cost 4,000 hashes a build and say no more.
      return `${await baseKey(page)}.${assetsKey(page.templateName, previous)}`;
    },
  };
}

export type RenderKeys = Awaited<ReturnType<typeof createRenderKeys>>;

/** The installed packages, the engine's and the site's, by the lock files that stand for them. */
async function lockKey(): Promise<string> {
  const locks = [...new Set([fromEngine('package-lock.json'), fromSite('package-lock.json')])];
  return contentHash(...(await Promise.all(locks.map((file) => readFile(file, 'utf8').catch(() => '')))));
}

/** The code every body is rendered with, the parser and the maintainer's plugins. */
function markdownCodeKey(hasher: CodeHasher, lock: string, context: Pick<RenderContext, 'markdown'>): Promise<string> {
  // The maintainer's plugins by name, version and options: changing one re-renders every body.
  const plugins = JSON.stringify(
    context.markdown.plugins.map(({ kind, name, version, options }) => [kind, name, version, options ?? null]),
  );
  // The parser as resolved (site.yaml's `auto` may be either): both give the same trees, yet a
  // switch re-renders every body rather than trust that.
  return hasher.hashOf(MARKDOWN, [lock, ENGINE, plugins, context.markdown.parser ?? 'remark']);
}

/** The code each template's pages run (templateCode), hashed once per template and build. */
function createCodeKeys(hasher: CodeHasher, lock: string): (template: string) => Promise<string> {
  const codeKeys = new Map<string, Promise<string>>();
  return (template) => {
    let key = codeKeys.get(template);
    if (!key) {
      const { entries, follow } = templateCode(template);
      codeKeys.set(template, (key = hasher.hashOf(entries, [lock, ENGINE], follow)));
    }
    return key;
  };
}

/** What a body's key is made of besides the body itself. */
interface MarkdownInputs {
  /** The key of the Markdown code and plugins (markdownCodeKey). */
  code: string;
  siteHost: string;
  factsKey: string;
  contentDir: string;
  reads: ContentKeys;
}

/**
 * The key of each page's rendered Markdown. Bodies are hashed once per page and build, however
 * often their key is asked for. A body is rendered with what its page gives it (bodyOptions):
 * the images it shows, its sections if asked for.
 */
function createMarkdownKeys({ code, siteHost, factsKey, contentDir, reads }: MarkdownInputs): (page: Page) => string {
  const markdownKeys = new WeakMap<Page, string>();
  return (page) => {
    let key = markdownKeys.get(page);
    if (key === undefined) {
      const options = page.template.bodySections ? 'sections' : '';
      const traits = bodyTraits(page.source);
      const images = traits.images ? `${pageDir(page, contentDir)}\0${reads.imagesOf(page)}` : '';
      key = contentHash(code, siteHost, options, images, traits.facts ? factsKey : '', traits.hash);
      markdownKeys.set(page, key);
    }
    return key;
  };
}

/**
 * Everything of a page's key but the assets, once per page: a rendered page's key is then asked
 * for again with the islands it loaded, and that costs one short hash.
 */
function createBaseKeys(
  contextKey: string,
  codeKey: (template: string) => Promise<string>,
  markdownKey: (page: Page) => string,
  reads: ContentKeys,
): (page: Page) => Promise<string> {
  const baseKeys = new WeakMap<Page, Promise<string>>();
  return (page) => {
    let key = baseKeys.get(page);
    if (!key) {
      key = codeKey(page.templateName).then((code) =>
        contentHash(
          contextKey,
          code,
          page.route,
          page.templateName,
          // What the head shows is the page's own, worked out when it loads (a cloud guide's from its metaDescription).
          JSON.stringify([page.title, page.description, page.noindex ?? false, page.internal ?? false]),
          JSON.stringify(page.data),
          markdownKey(page),
          reads.selection(page),
          reads.imagesOf(page),
        ),
      );
      baseKeys.set(page, key);
    }
    return key;
  };
}
