import { resolveImageSrc } from '../../kit/image';
import { contentHash } from '../../lib/hash';
import { imageFields, imagesShownBy, type Page } from '../content';
import type { RenderContext } from './render-page';

/** What a page reads of the content besides its own front matter and body, as parts of its key. */
export interface ContentKeys {
  /** The images a page shows (in its body or its data), with what the image pipeline made of them. */
  imagesOf(page: Page): string;
  /** What a page reads of the collections. */
  selection(page: Page): string;
}

/**
 * The keys of the collections and images pages read, each collection hashed once per build:
 * an edited photo or data set re-renders only the pages that show it.
 */
export function createContentKeys(
  context: Pick<RenderContext, 'collections' | 'images'>,
  contentDir: string,
): ContentKeys {
  const collectionKeys = new Map<string, string>();
  const collectionKey = (name: string) => {
    let key = collectionKeys.get(name);
    if (key === undefined) {
      const collection = context.collections[name];
      collectionKeys.set(
        name,
        (key = contentHash(JSON.stringify(collection), shownImages(collection, context.images))),
      );
    }
    return key;
  };
  return {
    // The images a page shows (in its body or its data): an edited photo re-renders its pages only.
    imagesOf(page) {
      const shown = imagesShownBy(page, contentDir);
      return shown.length ? JSON.stringify(shown.map((key) => context.images[key] ?? key)) : '';
    },
    // What a page reads of the collections, as is: hashed once, with the rest of its key.
    selection(page) {
      return page.template.select
        ? JSON.stringify(page.template.select({ route: page.route, data: page.data }, context.collections) ?? null)
        : page.template.uses.map(collectionKey).join(',');
    },
  };
}

/**
 * The images a data set shows (a case's screenshot, a person's photo), as the image pipeline made
 * them: part of the key of whatever renders the data, so a new photo under the same file name
 * re-renders it ('' when it shows none).
 */
export function shownImages(data: unknown, images: RenderContext['images']): string {
  const shown = imageFields(data).map((field) => images[resolveImageSrc(field.src)] ?? field.src);
  return shown.length ? JSON.stringify(shown) : '';
}
