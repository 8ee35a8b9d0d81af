import { isImagePath } from '../../templates/image';

/** An image that front matter or a data set names: where it is (for its line), the field's name, its path. */
export interface ImageFieldAt {
  path: PropertyKey[];
  field: string;
  src: string;
}

/**
 * Every `{ src, alt }` image field in front matter or data. One path is kept and copied only for
 * what is found: collections of thousands of entries (the blog's) are walked once per build.
 */
export function imageFields(value: unknown): ImageFieldAt[] {
  const found: ImageFieldAt[] = [];
  const at: PropertyKey[] = [];
  const visit = (item: unknown): void => {
    if (Array.isArray(item)) {
      item.forEach((entry, i) => {
        at.push(i);
        visit(entry);
        at.pop();
      });
      return;
    }
    if (typeof item !== 'object' || item === null) return;
    const record = item as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string' && isImagePath(record.src)) {
      found.push({ path: [...at], field: fieldName(at), src: record.src });
      return;
    }
    for (const key of Object.keys(record)) {
      at.push(key);
      visit(record[key]);
      at.pop();
    }
  };
  visit(value);
  return found;
}

/** `['cases', 0, 'image']` -> `cases[0].image`; the top level is `image`. */
const fieldName = (at: readonly PropertyKey[]) =>
  at.length ? at.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('') : 'image';

