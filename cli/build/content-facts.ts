import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { resolveImageSrc } from '../../templates/image';
import { ContentError } from '../errors';
import { displayPath } from '../lib/files';
import type { LoadedSite } from './load-site';
import { imageFields } from './page-images';

/** Markdown files in content/blog/ and content/pages/ (top level): enough to tell a big site. */
export function countPageFiles(contentDir: string): number {
  const count = (dir: string) => {
    try {
      return readdirSync(path.join(contentDir, dir)).filter((name) => name.endsWith('.md')).length;
    } catch {
      return 0;
    }
  };
  return count('blog') + count('pages');
}

/** The content folder must be a folder; anything else is a content error naming it. */
export async function assertDirectory(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ContentError([{ file: displayPath(dir), message: 'is not a folder', hint: 'Pass --content with the folder that holds site.yaml.' }]);
  }
}

/** Images shown as social cards (the site's default and each page's `image`) also get a 1200x630 card. */
export function socialCards(site: LoadedSite): Set<string> {
  const sources = [site.config.site.ogImage?.src, ...site.pages.map((page) => (page.data as { image?: { src?: unknown } } | undefined)?.image?.src)];
  return new Set(sources.filter((src): src is string => typeof src === 'string').map((src) => resolveImageSrc(src)));
}

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;

/** The site's default social card when no page shows that image itself: it needs no responsive sizes. */
export function cardOnlyImages(site: LoadedSite, contentDir: string): Set<string> {
  const src = site.config.site.ogImage?.src;
  if (!src) return new Set();
  const key = resolveImageSrc(src);
  for (const page of site.pages) {
    const dir = path.relative(contentDir, path.dirname(page.source.absPath)).split(path.sep).join('/');
    if ([...page.source.body.matchAll(MARKDOWN_IMAGE)].some((m) => resolveImageSrc(m[1]!, dir) === key)) return new Set();
    if (imageFields(page.data).some((f) => resolveImageSrc(f.src) === key)) return new Set();
  }
  return new Set([key]);
}
