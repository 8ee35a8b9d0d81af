import { ObjectStore, objectName } from '../../cache/object-store';
import type { RenderContext } from '../render';

/**
 * Keeps a build's render context with the cache (a few MB at 4,000 posts), as JSON: the same
 * context is then the same object (v8's serializer tells 320 from 320.0, which the image
 * pipeline gives from its cache or from an encoding), and a build that changed nothing writes
 * nothing. Returns its name.
 */
export function storeContext(objectsDir: string, context: RenderContext): string {
  // Images are listed as their encodings finish: sorted, the same context is the same text.
  const images = Object.fromEntries(Object.entries(context.images).sort(([a], [b]) => (a < b ? -1 : 1)));
  const text = JSON.stringify({ ...context, images });
  const name = objectName(text);
  const store = new ObjectStore(objectsDir);
  if (!store.stamp(name)) store.put(text, name);
  return name;
}

/** The render context a build kept (see storeContext), or undefined when it is gone or damaged. */
export function storedContext(objectsDir: string, name: string | undefined): RenderContext | undefined {
  const bytes = name && new ObjectStore(objectsDir).read(name);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as RenderContext) : undefined;
}
