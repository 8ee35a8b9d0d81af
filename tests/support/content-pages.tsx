import path from 'node:path';
import { collectionsFor } from '../../cli/pipeline/content/collections';
import { loadSite } from '../../cli/pipeline/content/load-site';
import { asThisSite, type ThisPage, type ThisSite } from './this-site';
import { bodyOptions } from '../../cli/pipeline/render/page-renderer';
import { pageDir } from '../../cli/pipeline/content/page';
import { createMarkdownRenderer, type MarkdownResult } from '../../cli/pipeline/markdown/render-markdown';
import type { Page } from '../../cli/pipeline/content/page';
import { resolveImageSrc, type ImageInfo } from '../../cli/kit/image';
import type { PageContext } from '../../templates/model/page-context';
import type { Facts } from '../../templates/model/facts/facts';
import { FACTS } from '../../templates/model/facts/model';
import { REPO_ROOT } from './fixtures';

let loading: Promise<ThisSite> | undefined;
/** Each page's body, rendered as the build renders it (with imageFor's images). */
const bodies = new WeakMap<Page, MarkdownResult>();

/** The real site in content/ (internal pages included), loaded once per test file, every body rendered. */
export function loadContentSite(): Promise<ThisSite> {
  loading ??= renderBodies(path.join(REPO_ROOT, 'content'));
  return loading;
}

async function renderBodies(contentDir: string): Promise<ThisSite> {
  const site = asThisSite(await loadSite({ contentDir, includeInternal: true }));
  const renderer = await createMarkdownRenderer(site.markdown);
  const images = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? imageFor(key) : undefined) });
  for (const page of site.pages) {
    const job = { dir: pageDir(page, contentDir), templateName: page.templateName };
    bodies.set(page, await renderer.render(page.source.body, bodyOptions(job, { images })));
  }
  return site;
}

/** The context the build gives a page's template: its Markdown rendered, its collections. */
export function pageContext(site: ThisSite, page: ThisPage, data: unknown = page.data): PageContext<unknown> {
  const markdown = bodies.get(page);
  if (!markdown) throw new Error(`${page.route}: load the site with loadContentSite(), which renders every body`);
  const { html, eagerHtml, headings, sections } = markdown;
  return {
    site: site.config,
    facts: siteFacts(site),
    image: imageFor,
    page: {
      route: page.route,
      url: `${site.config.site.url}${page.route}`,
      title: page.title,
      description: page.description,
      html,
      ...(eagerHtml ? { eagerHtml } : {}),
      headings,
      ...(sections ? { sections } : {}),
      data,
    },
    collections: collectionsFor(site.collections, page.template.uses, page.source.file),
  };
}

const madeFacts = new WeakMap<ThisSite, Facts>();
/** The site's people, offers and company facts, as the build gives them to templates (references resolved). */
export function siteFacts(site: ThisSite): Facts {
  let facts = madeFacts.get(site);
  if (!facts) {
    if (!site.markdown.facts) throw new Error('the loaded site has no facts');
    madeFacts.set(site, (facts = FACTS.create(site.markdown.facts)));
  }
  return facts;
}

/** What the image pipeline would make of `src` (a 1280x800 image), without encoding anything. */
export function imageFor(src: string): ImageInfo {
  const key = resolveImageSrc(src);
  const stem = `/assets/images/${key.replace(/\W+/g, '-')}`;
  const variants = (ext: string) => [640, 1280].map((width) => ({ url: `${stem}-${width}.${ext}`, width }));
  return {
    key,
    width: 1280,
    height: 800,
    sources: [
      { type: 'image/avif', variants: variants('avif') },
      { type: 'image/webp', variants: variants('webp') },
    ],
    fallback: { type: 'image/png', variants: variants('png') },
  };
}

/** The visible text of an element, whitespace collapsed. */
export const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The texts of the elements matching `selector`, trimmed and with whitespace collapsed. */
export function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map(textOf);
}
