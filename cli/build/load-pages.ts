import path from 'node:path';
import type { AnyTemplate } from '../../templates/define-template';
import type { Problem } from '../errors';
import { listFiles, readSources } from '../lib/files';
import { contentErrorMap, zodProblems } from '../lib/zod-problems';
import { parseMarkdownSource, type MarkdownSource } from './front-matter';
import { commonFieldsSchema, type Page } from './page';

export interface PagesResult {
  pages: Page[];
  problems: Problem[];
}

interface LoadPagesOptions {
  contentDir: string;
  templates: Readonly<Record<string, AnyTemplate>>;
  blogTemplate: string;
}

/** Reads and validates content/pages/** and content/blog/*: every problem, not just the first. */
export async function loadPages(options: LoadPagesOptions): Promise<PagesResult> {
  const [pageFiles, blogFiles] = await Promise.all([
    listFiles(path.join(options.contentDir, 'pages'), ['.md']),
    listFiles(path.join(options.contentDir, 'blog'), ['.md']),
  ]);
  const [pageSources, blogSources] = await Promise.all([readSources(pageFiles), readSources(blogFiles)]);
  const pagesDir = path.join(options.contentDir, 'pages');
  const results = [
    ...pageSources.map((s) => validate(parseMarkdownSource(s), 'pages', options, pagesDir)),
    ...blogSources.map((s) => validate(parseMarkdownSource(s), 'blog', options, pagesDir)),
  ];
  return {
    pages: results.flatMap((r) => (r.page ? [r.page] : [])),
    problems: results.flatMap((r) => r.problems),
  };
}

function validate(
  source: MarkdownSource,
  collection: Page['collection'],
  options: LoadPagesOptions,
  pagesDir: string,
): { page?: Page; problems: Problem[] } {
  if (source.problems.length) return { problems: source.problems };
  const templateName = collection === 'blog' ? options.blogTemplate : source.data.template;
  if (typeof templateName !== 'string' || !Object.hasOwn(options.templates, templateName)) {
    return { problems: [unknownTemplate(source, templateName, Object.keys(options.templates))] };
  }
  const template = options.templates[templateName]!;
  const parsed = template.schema.safeParse(source.data, { error: contentErrorMap });
  if (!parsed.success) return { problems: zodProblems(parsed.error, source.file, source.lineOf) };

  const common = commonFieldsSchema.parse(parsed.data);
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
  const rel = path.relative(pagesDir, source.absPath).split(path.sep).join('/').replace(/\.md$/, '');
  const route = `/${rel}`.replace(/\/index$/, '') || '/';
  return route === '' ? '/' : route;
}

function unknownTemplate(source: MarkdownSource, name: unknown, known: readonly string[]): Problem {
  const problem: Problem = {
    file: source.file,
    line: source.lineOf(['template']) ?? 1,
    field: 'template',
    message: name === undefined ? 'is required' : `unknown template ${JSON.stringify(name)}`,
    hint: `Use one of: ${known.join(', ')}.`,
  };
  return problem;
}
