import path from 'node:path';
import type { AnyTemplate } from '../../kit/define-template';
import type { CollectionDeclaration } from '../../kit/define-collection';
import type { Problem } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import type { SourceFile } from '../../lib/files';
import { readContentFiles, type SourceMemo } from '../../lib/read-content';
import type { FrontMatterCache } from './front-matter-cache';
import type { MarkdownSource } from './front-matter';
import type { Page } from './page';
import { entryRoute } from './validate-page';
import { validatedYaml } from './validated-yaml';

export interface YamlEntriesResult {
  pages: Page[];
  problems: Problem[];
  /** The route of every file that failed, as its name gives it, so a redirect to one is not also reported. */
  failedRoutes: string[];
}

/** A YAML collection to load: its name and declaration, the template its entries use, where content is. */
export interface YamlCollection {
  name: string;
  declaration: CollectionDeclaration;
  template: AnyTemplate;
  contentDir: string;
}

/**
 * The loader of a YAML collection: one record per file in its folder, all of it data, read with
 * the same strict reading as every other content file and validated with its template's schema.
 * An entry is a page like a post: its route is its collection's (a pattern of its fields), and a
 * declared `nameField` must equal the file's name.
 */
export async function loadYamlEntries(
  collection: YamlCollection,
  memo?: SourceMemo,
  cache?: FrontMatterCache,
): Promise<YamlEntriesResult> {
  const { declaration, contentDir } = collection;
  const listed = await listContentFiles(path.join(contentDir, declaration.folder), ['.yaml', '.yml'], contentDir);
  const { sources, problems } = await readContentFiles(listed.files, contentDir, memo);
  const result: YamlEntriesResult = { pages: [], problems: [...listed.problems, ...problems], failedRoutes: [] };
  const loaded = new Set<string>();
  for (const source of sources) {
    const entry = readEntry(source, collection, cache);
    if ('problems' in entry) result.problems.push(...entry.problems);
    else {
      result.pages.push(entry.page);
      loaded.add(source.absPath);
    }
  }
  // A file that failed has the route its name gives it, when the name is what routes it.
  const nameField = declaration.nameField;
  result.failedRoutes = listed.files
    .filter((f) => !loaded.has(f))
    .flatMap((f) => {
      const name = path.basename(f).replace(/\.ya?ml$/, '');
      const route = nameField ? entryRoute(f, declaration, { [nameField]: name }, contentDir) : undefined;
      return route ? [route] : [];
    });
  return result;
}

function readEntry(
  source: SourceFile,
  { name: collection, declaration, template, contentDir }: YamlCollection,
  cache: FrontMatterCache | undefined,
): { page: Page } | { problems: Problem[] } {
  const name = path.basename(source.absPath).replace(/\.ya?ml$/, '');
  const read = validatedYaml(source, template.schema, cache);
  if (read.status === 'invalid') return { problems: read.problems };
  const templateName = declaration.template!;
  if (read.status === 'empty')
    return {
      problems: [
        {
          file: source.file,
          message: 'is empty',
          hint: `Give it a record of the ${templateName} template, or delete the file.`,
        },
      ],
    };
  const data = read.data as Record<string, unknown>;
  const { nameField } = declaration;
  if (nameField && data[nameField] !== name)
    return {
      problems: [
        {
          file: source.file,
          line: read.lineOf([nameField]),
          field: nameField,
          message: `is ${JSON.stringify(data[nameField])}, but the file is named ${name}`,
          hint: `The file name is the route (${entryRoute(source.absPath, declaration, { [nameField]: name }, contentDir)}): rename the file or correct the ${nameField}.`,
        },
      ],
    };
  const route = entryRoute(source.absPath, declaration, data, contentDir);
  if (!route)
    return {
      problems: [{ file: source.file, message: `has no route: its ${declaration.route} needs fields it lacks` }],
    };
  // An entry has no Markdown body: all of it is data, with the lines of its YAML.
  const markdown: MarkdownSource = {
    file: source.file,
    absPath: source.absPath,
    data: {},
    body: '',
    bodyLine: 1,
    lineOf: read.lineOf,
    problems: [],
  };
  const fields = declaration.fields ?? {};
  const page: Page = {
    title: String(data[fields.title ?? 'title']),
    description: String(data[fields.description ?? 'description']),
    source: markdown,
    collection,
    templateName,
    template,
    data,
    route,
  };
  return { page };
}
