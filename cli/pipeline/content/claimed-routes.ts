import type { MarkdownSource } from './front-matter';
import type { Page } from './page';

/**
 * The routes a file that failed validation asked for, so that a redirect or a reference to one
 * is not reported too: the file's own problem is the cause. From its front matter; when that
 * could not even be parsed (a bad tag, nesting too deep), from its `permalink:` and `id:` lines.
 */
export function claimedRoutes(source: MarkdownSource, collection: Page['collection'], text: string): string[] {
  const fields = source.problems.length ? fieldsByLine(text) : source.data;
  const { permalink, id } = fields;
  const routes = typeof permalink === 'string' ? [permalink] : [];
  if (collection === 'blog' && typeof id === 'number') routes.push(`/blog/${id}`);
  return routes;
}

/** `permalink` and `id` as their lines in the front matter give them, without parsing the YAML. */
function fieldsByLine(text: string): { permalink?: string; id?: number } {
  const end = text.indexOf('\n---', 3);
  const front = end < 0 ? '' : text.slice(0, end);
  const permalink = /^permalink:[ \t]*(["']?)(\/[^\s"'#]*)\1[ \t\r]*$/m.exec(front)?.[2];
  const id = /^id:[ \t]*(\d+)[ \t\r]*$/m.exec(front)?.[1];
  return { ...(permalink ? { permalink } : {}), ...(id ? { id: Number(id) } : {}) };
}
