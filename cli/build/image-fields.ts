import { isImagePath } from '../../templates/image';

/** An image that front matter or a data set names: where it is (for its line), the field's name, its path. */
export interface ImageFieldAt {
  path: PropertyKey[];
  field: string;
  src: string;
}

/** Every `{ src, alt }` image field in front matter or data. */
export function imageFields(value: unknown, at: readonly PropertyKey[] = []): ImageFieldAt[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => imageFields(item, [...at, i]));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && typeof record.alt === 'string' && isImagePath(record.src)) return [{ path: [...at], field: fieldName(at), src: record.src }];
  return Object.entries(record).flatMap(([key, item]) => imageFields(item, [...at, key]));
}

/** `['cases', 0, 'image']` -> `cases[0].image`; the top level is `image`. */
const fieldName = (at: readonly PropertyKey[]) =>
  at.length ? at.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('') : 'image';

