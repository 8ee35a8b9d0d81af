import { fillRoute, routeFields, type CollectionDeclaration } from '../../kit/define-collection';
import type { MarkdownSource } from './front-matter';

/**
 * The routes a file that failed validation asked for, so that a redirect or a reference to one
 * is not reported too: the file's own problem is the cause. From its front matter; when that
 * could not even be parsed (a bad tag, nesting too deep), from its `permalink:` and `id:` lines.
 */
export function claimedRoutes(source: MarkdownSource, collection: CollectionDeclaration, text: string): string[] {
  const pattern = collection.route === 'path' ? undefined : collection.route;
  const fields = source.problems.length ? fieldsByLine(text, pattern ? routeFields(pattern) : []) : source.data;
  const routes = typeof fields.permalink === 'string' ? [fields.permalink] : [];
  const byPattern = pattern && fillRoute(pattern, fields);
  if (byPattern) routes.push(byPattern);
  return routes;
}

/** `permalink` and the route's fields as their lines in the front matter give them (plain words and numbers), without parsing the YAML. */
function fieldsByLine(text: string, names: readonly string[]): Record<string, unknown> {
  const end = text.indexOf('\n---', 3);
  const front = end < 0 ? '' : text.slice(0, end);
  const permalink = /^permalink:[ \t]*(["']?)(\/[^\s"'#]*)\1[ \t\r]*$/m.exec(front)?.[2];
  const fields: Record<string, unknown> = permalink ? { permalink } : {};
  for (const name of names) {
    const value = new RegExp(`^${name}:[ \\t]*([\\w-]+)[ \\t\\r]*$`, 'm').exec(front)?.[1];
    if (value) fields[name] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return fields;
}
