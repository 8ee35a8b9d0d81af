import path from 'node:path';
import { nearestId } from '../../../templates/model/facts/nearest';
import type { AnyTemplate } from '../../../templates/model/define-template';
import type { Problem } from '../../errors';
import { contentErrorMap, zodProblems } from '../../lib/zod-problems';
import { claimedRoutes } from './claimed-routes';
import type { MarkdownSource } from './front-matter';
import { commonFields, type Page } from './page';

/** Which templates pages may name, and the one every post of the blog uses. */
export interface TemplateChoice {
  templates: Readonly<Record<string, AnyTemplate>>;
  blogTemplate: string;
}

/**
 * A parsed Markdown file validated as a page: its template's schema on its front matter, its
 * route (from its path, `permalink` or `id`); or its problems, with the routes it claims.
 */
export function validatePage(
  source: MarkdownSource,
  collection: Page['collection'],
  options: TemplateChoice,
  pagesDir: string,
  /** The file's text, for the routes it claims when its front matter cannot be parsed. */
  text: string,
): { page?: Page; problems: Problem[]; claimed?: string[] } {
  const claimed = claimedRoutes(source, collection, text);
  if (source.problems.length) return { problems: source.problems, claimed };
  const templateName = collection === 'blog' ? options.blogTemplate : source.data.template;
  if (typeof templateName !== 'string' || !Object.hasOwn(options.templates, templateName)) {
    return { problems: [unknownTemplate(source, templateName, Object.keys(options.templates))], claimed };
  }
  const template = options.templates[templateName]!;
  const parsed = template.schema.safeParse(source.data, { error: contentErrorMap });
  if (!parsed.success)
    return { problems: zodProblems(parsed.error, source.file, source.lineOf, template.schema), claimed };

  const common = commonFields(parsed.data);
  const route = common.permalink ?? defaultRoute(source, collection, parsed.data, pagesDir);
  if (!route) {
    return {
      problems: [
        {
          file: source.file,
          line: 2,
          message: 'has neither `id` nor `permalink`, so it has no route',
          hint: 'Add `id: <number>` for a /blog/<id> post, or `permalink: /your-slug/`.',
        },
      ],
    };
  }
  return { page: { ...common, source, collection, templateName, template, data: parsed.data, route }, problems: [] };
}

/** pages/index.md -> /, pages/cloud/index.md -> /cloud, pages/faq.md -> /faq; blog posts -> /blog/<id>. */
function defaultRoute(source: MarkdownSource, collection: Page['collection'], data: unknown, pagesDir: string) {
  if (collection === 'blog') {
    const id = (data as { id?: number }).id;
    return id === undefined ? undefined : `/blog/${id}`;
  }
  return routeFromPath(source.absPath, pagesDir);
}

/** The route a file of content/pages/ has by its path: pages/a/index.md -> /a. */
export function routeFromPath(absPath: string, pagesDir: string): string {
  const rel = path.relative(pagesDir, absPath).split(path.sep).join('/').replace(/\.md$/, '');
  return `/${rel}`.replace(/\/index$/, '') || '/';
}

/** A missing or unknown template: the nearest name when it looks like a typo, and where the names come from. */
function unknownTemplate(source: MarkdownSource, name: unknown, known: readonly string[]): Problem {
  // A typo keeps the first letter: "legul" is legal, "nope" is no "home".
  const close = typeof name === 'string' ? nearestId(name, known) : undefined;
  const near = close && typeof name === 'string' && close[0] === name[0]?.toLowerCase() ? close : undefined;
  const where = 'templates/registry.ts names every template';
  return {
    file: source.file,
    line: source.lineOf(['template']) ?? 1,
    field: 'template',
    message:
      name === undefined
        ? 'is required'
        : `unknown template ${JSON.stringify(name)}${near ? `: did you mean \`${near}\`?` : ''}`,
    hint: near ? `Write template: ${near}. ${where}.` : `Use one of: ${known.join(', ')}. ${where}.`,
  };
}
