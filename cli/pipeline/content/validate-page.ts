import path from 'node:path';
import { nearestId } from '../../kit/nearest';
import type { AnyTemplate } from '../../kit/define-template';
import { fillRoute, routeFields, type CollectionDeclaration } from '../../kit/define-collection';
import type { Problem } from '../../errors';
import { contentErrorMap, zodProblems } from '../../lib/zod-problems';
import { claimedRoutes } from './claimed-routes';
import type { MarkdownSource } from './front-matter';
import { commonFields, type Page } from './page';

/** Which templates pages may name, and the collections the site declares (what template and route each entry has). */
export interface TemplateChoice {
  templates: Readonly<Record<string, AnyTemplate>>;
  collections: Readonly<Record<string, CollectionDeclaration>>;
  contentDir: string;
}

/**
 * A parsed Markdown file validated as a page of its collection: its template (the collection's,
 * or the one its front matter names), that template's schema on its front matter, its route
 * (`permalink`, else as the collection routes its entries); or its problems, with the routes it claims.
 */
export function validatePage(
  source: MarkdownSource,
  collection: string,
  options: TemplateChoice,
  /** The file's text, for the routes it claims when its front matter cannot be parsed. */
  text: string,
): { page?: Page; problems: Problem[]; claimed?: string[] } {
  const declaration = options.collections[collection]!;
  const claimed = claimedRoutes(source, declaration, text);
  if (source.problems.length) return { problems: source.problems, claimed };
  const templateName = declaration.template ?? source.data.template;
  if (typeof templateName !== 'string' || !Object.hasOwn(options.templates, templateName)) {
    return { problems: [unknownTemplate(source, templateName, Object.keys(options.templates))], claimed };
  }
  const template = options.templates[templateName]!;
  const parsed = template.schema.safeParse(source.data, { error: contentErrorMap });
  if (!parsed.success)
    return { problems: zodProblems(parsed.error, source.file, source.lineOf, template.schema), claimed };

  const named = nameProblem(source, declaration, parsed.data);
  if (named) return { problems: [named], claimed };
  const common = commonFields(parsed.data);
  const route = common.permalink ?? entryRoute(source.absPath, declaration, parsed.data, options.contentDir);
  if (!route) {
    const fields = routeFields(declaration.route).map((f) => `\`${f}\``);
    return {
      problems: [
        {
          file: source.file,
          line: 2,
          message: `has neither ${fields.join(' nor ')} nor \`permalink\`, so it has no route`,
          hint: `Add ${fields.join(' and ')} for its ${declaration.route} route, or \`permalink: /your-slug/\`.`,
        },
      ],
    };
  }
  return { page: { ...common, source, collection, templateName, template, data: parsed.data, route }, problems: [] };
}

/** A declared `nameField` that is not the file's name (the name is the route): the field's line and the fix. */
function nameProblem(source: MarkdownSource, declaration: CollectionDeclaration, data: unknown): Problem | undefined {
  const field = declaration.nameField;
  const name = path.basename(source.absPath).replace(/\.md$/, '');
  const value = field ? (data as Record<string, unknown>)[field] : name;
  if (value === name) return undefined;
  const line = source.lineOf([field!]);
  return {
    file: source.file,
    ...(line ? { line } : {}),
    field: field!,
    message: `is ${JSON.stringify(value)}, but the file is named ${name}`,
    hint: `The file name is the route: rename the file or correct the ${field!}.`,
  };
}

/** An entry's route without `permalink`: from its path in the collection's folder, or the collection's pattern filled from its fields. */
export function entryRoute(
  absPath: string,
  declaration: CollectionDeclaration,
  data: unknown,
  contentDir: string,
): string | undefined {
  if (declaration.route === 'path') return routeFromPath(absPath, path.join(contentDir, declaration.folder));
  return fillRoute(declaration.route, data as Record<string, unknown>);
}

/** The route a file has by its path in its folder: a/index.md -> /a, faq.md -> /faq, index.md -> /. */
export function routeFromPath(absPath: string, dir: string): string {
  const rel = path
    .relative(dir, absPath)
    .split(path.sep)
    .join('/')
    .replace(/\.(md|ya?ml)$/, '');
  return `/${rel}`.replace(/\/index$/, '') || '/';
}
/** A missing or unknown template: the nearest name when it looks like a typo, and where the names come from. */
function unknownTemplate(source: MarkdownSource, name: unknown, known: readonly string[]): Problem {
  // A typo keeps the first letter: "legul" is legal, "nope" is no "home".
  const close = typeof name === 'string' ? nearestId(name, known) : undefined;
  const near = close && typeof name === 'string' && close[0] === name[0]?.toLowerCase() ? close : undefined;
  const where = 'templates/registry.ts names every template (docs/templates.md)';
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
