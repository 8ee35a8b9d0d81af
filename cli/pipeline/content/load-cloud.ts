import path from 'node:path';
import type { AnyTemplate } from '../../../templates/model/define-template';
import type { Problem } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import type { SourceFile } from '../../lib/files';
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

/** The route of the guide in content/cloud/<slug>.yaml: /cloud/<slug>. */
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
    const guide = readGuide(source, template, templateName, cache);
    if ('problems' in guide) result.problems.push(...guide.problems);
    else {
      result.pages.push(guide.page);
      loaded.add(source.absPath);
    }
  }
  result.failedRoutes = listed.files
    .filter((f) => !loaded.has(f))
    .map((f) => cloudRoute(path.basename(f).replace(/\.ya?ml$/, '')));
  return result;
}

/** The fields of a guide's record its page reads (the whole record: templates/model/cloud-provider-schema.ts). */
interface GuideData {
  slug: string;
  title: string;
  metaDescription: string;
}

/** The guide page of one file, or its problems: invalid, empty, or a `slug` other than its name. */
function readGuide(
  source: SourceFile,
  template: AnyTemplate,
  templateName: string,
  cache: FrontMatterCache | undefined,
): { page: Page } | { problems: Problem[] } {
  const name = path.basename(source.absPath).replace(/\.ya?ml$/, '');
  const read = validatedYaml(source, template.schema, cache);
  if (read.status === 'invalid') return { problems: read.problems };
  if (read.status === 'empty') {
    return {
      problems: [
        {
          file: source.file,
          message: 'is empty',
          hint: 'Give it the provider record (templates/model/cloud-provider-schema.ts), or delete the file.',
        },
      ],
    };
  }
  const data = read.data as GuideData;
  if (data.slug !== name) {
    return {
      problems: [
        {
          file: source.file,
          line: read.lineOf(['slug']),
          field: 'slug',
          message: `is ${JSON.stringify(data.slug)}, but the file is named ${name}`,
          hint: `The file name is the route (/cloud/${name}): rename the file or correct the slug.`,
        },
      ],
    };
  }
  return { page: guidePage(source, read.lineOf, data, template, templateName) };
}

/** The page of a valid guide, its route from its file name (which its `slug` equals). */
function guidePage(
  source: SourceFile,
  lineOf: MarkdownSource['lineOf'],
  data: GuideData,
  template: AnyTemplate,
  templateName: string,
): Page {
  // A guide has no Markdown body: all of it is data, with the lines of its YAML.
  const markdown: MarkdownSource = {
    file: source.file,
    absPath: source.absPath,
    data: {},
    body: '',
    bodyLine: 1,
    lineOf,
    problems: [],
  };
  return {
    title: data.title,
    description: data.metaDescription,
    source: markdown,
    collection: 'cloud',
    templateName,
    template,
    data,
    route: cloudRoute(data.slug),
  };
}
