/**
 * Front matter known to hold nothing the content stage looks for in data: no reference by id,
 * no fact directive in a text, no `{ src, alt }` image. Most posts' front matter is such; its
 * cache entry says so (see load-pages.ts), and the walks that look for those things
 * (findReferences, imageFields) skip it: at 4,000 posts they cost 100 ms of every build.
 * Known by identity: cached data is never changed in place (references resolve into a copy).
 */
const plain = new WeakSet<object>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export function markPlain(data: unknown): void {
  if (isObject(data)) plain.add(data);
}

export function isPlain(data: unknown): boolean {
  return isObject(data) && plain.has(data);
}
