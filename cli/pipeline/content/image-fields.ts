import { isImagePath } from '../../kit/image';
import { walkData } from '../../lib/walk-data';
import { isPlain } from './plain-data';

/** An image that front matter or a data set names: where it is (for its line), the field's name, its path. */
export interface ImageFieldAt {
  path: PropertyKey[];
  field: string;
  src: string;
}

/**
 * Every `{ src, alt }` image field in front matter or data.
 */
export function imageFields(value: unknown): ImageFieldAt[] {
  const found: ImageFieldAt[] = [];
  if (isPlain(value)) return found;
  walkData(value, {
    record(record, at) {
      if (typeof record.src !== 'string' || typeof record.alt !== 'string' || !isImagePath(record.src)) return false;
      found.push({ path: [...at], field: fieldName(at), src: record.src });
      return true;
    },
  });
  return found;
}

/** `['cases', 0, 'image']` -> `cases[0].image`; the top level is `image`. */
const fieldName = (at: readonly PropertyKey[]) =>
  at.length
    ? at.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('')
    : 'image';
