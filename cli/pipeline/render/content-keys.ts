import type { CollectionName } from '../../../templates/model/page-context';
import { resolveImageSrc } from '../../../templates/model/image';
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
  const collectionKeys = new Map<CollectionName, string>();
  // A collection's key covers the images it shows too (a new screenshot, same file name).
  const collectionKey = (name: CollectionName) => {
    let key = collectionKeys.get(name);
    if (key === undefined) {
      const collection = context.collections[name];
      const images = imageFields(collection).map((field) => context.images[resolveImageSrc(field.src)] ?? field.src);
      collectionKeys.set(
        name,
        (key = contentHash(JSON.stringify(collection), images.length ? JSON.stringify(images) : '')),
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
