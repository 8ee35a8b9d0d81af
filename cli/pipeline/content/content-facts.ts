import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { resolveImageSrc } from '../../kit/image';
import { ContentError } from '../../errors';
import { displayPath } from '../../lib/files';
import type { SiteConfig } from '../../kit/site-config';
import type { DataImage } from './load-data';
import type { Page } from './page';
import { imagesShownBy } from './page-images';
import { declaredCollections } from './declared-collections';

/** What the image facts read of a loaded site. */
interface SiteImages {
  config: SiteConfig;
  pages: readonly Page[];
  dataImages: readonly DataImage[];
}

/** Markdown files at the top of the Markdown collections' folders: enough to tell a big site. */
export function countPageFiles(contentDir: string): number {
  const count = (dir: string) => {
    try {
      return readdirSync(path.join(contentDir, dir)).filter((name) => name.endsWith('.md')).length;
    } catch {
      return 0;
    }
  };
  return Object.values(declaredCollections())
    .filter((collection) => collection.format === 'markdown')
    .reduce((sum, collection) => sum + count(collection.folder), 0);
}

/** The content folder must be a folder; anything else is a content error naming it. */
export async function assertDirectory(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ContentError([
      {
        file: displayPath(dir),
        message: 'is not a folder',
        hint: 'Pass --content with the folder that holds site.yaml.',
      },
    ]);
  }
}

/** Images shown as social cards (the site's default and each page's `image`) also get a 1200x630 card. */
export function socialCards(site: Omit<SiteImages, 'dataImages'>): Set<string> {
  const sources = [
    site.config.site.ogImage?.src,
    ...site.pages.map((page) => (page.data as { image?: { src?: unknown } } | undefined)?.image?.src),
  ];
  return new Set(sources.filter((src): src is string => typeof src === 'string').map((src) => resolveImageSrc(src)));
}

/** The site's default social card when no page shows that image itself: it needs no responsive sizes. */
export function cardOnlyImages(site: SiteImages, contentDir: string): Set<string> {
  const src = site.config.site.ogImage?.src;
  if (!src) return new Set();
  const key = resolveImageSrc(src);
  const shown =
    site.pages.some((page) => imagesShownBy(page, contentDir).includes(key)) ||
    site.dataImages.some((image) => resolveImageSrc(image.src) === key);
  return shown ? new Set() : new Set([key]);
}
