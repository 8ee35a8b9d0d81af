import path from 'node:path';
import type { AnyTemplate } from '../../../templates/model/define-template';
import type { Problem } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import { readContentFiles, type SourceMemo } from '../../lib/read-content';
import type { FrontMatterCache } from './front-matter-cache';
import { validatedYaml } from './validated-yaml';
import type { MarkdownSource } from './front-matter';
import type { Page } from './page';

export interface CloudResult {
  pages: Page[];
  problems: Problem[];
  /** /cloud/<name> of every file that failed, so a redirect to one is not also reported. */
  failedRoutes: string[];
}

/** The route of the guide in content/cloud/<slug>.yaml (spec document 2, 2.3: /cloud/:slug). */
export const cloudRoute = (slug: string) => `/cloud/${slug}`;

/**
 * Reads content/cloud/*.yaml, one provider guide each, with the same strict reading as every
 * other content file, and validates each record with the guide template's schema. A guide is
 * a page like a blog post: its route comes from the file name, which must equal its `slug`.
 */
export async function loadCloud(
  contentDir: string,
  template: AnyTemplate,
  templateName: string,
  memo?: SourceMemo,
  cache?: FrontMatterCache,
): Promise<CloudResult> {
  const listed = await listContentFiles(path.join(contentDir, 'cloud'), ['.yaml', '.yml'], contentDir);
  const { sources, problems } = await readContentFiles(listed.files, contentDir, memo);
  const result: CloudResult = { pages: [], problems: [...listed.problems, ...problems], failedRoutes: [] };
  const loaded = new Set<string>();
  for (const source of sources) {
    const name = path.basename(source.absPath).replace(/\.ya?ml$/, '');
    const read = validatedYaml(source, template.schema, cache);
    const fail = (...found: Problem[]) => result.problems.push(...found);
    if (read.status === 'invalid') fail(...read.problems);
    else if (read.status === 'empty')
      fail({
        file: source.file,
        message: 'is empty',
        hint: 'Give it the provider record (templates/model/cloud-provider-schema.ts), or delete the file.',
      });
    else {
      const data = read.data as { slug: string; title: string; metaDescription: string };
      if (data.slug !== name) {
        fail({
          file: source.file,
          line: read.lineOf(['slug']),
          field: 'slug',
          message: `is ${JSON.stringify(data.slug)}, but the file is named ${name}`,
          hint: `The file name is the route (/cloud/${name}): rename the file or correct the slug.`,
        });
      } else {
        const markdown: MarkdownSource = {
          file: source.file,
          absPath: source.absPath,
          data: {},
          body: '',
          bodyLine: 1,
          lineOf: read.lineOf,
          problems: [],
        };
        result.pages.push({
          title: data.title,
          description: data.metaDescription,
          source: markdown,
          collection: 'cloud',
          templateName,
          template,
          data,
          route: cloudRoute(name),
        });
        loaded.add(source.absPath);
      }
    }
  }
  result.failedRoutes = listed.files
    .filter((f) => !loaded.has(f))
    .map((f) => cloudRoute(path.basename(f).replace(/\.ya?ml$/, '')));
  return result;
}
