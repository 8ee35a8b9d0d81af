import path from 'node:path';
import { z } from 'zod';
import type { AnyTemplate } from '../../kit/define-template';
import { pageFields } from '../../kit/define-template';
import type { MarkdownSource } from './front-matter';

/** The fields every template shares, read back from a validated page. */
export const commonFieldsSchema = z.object(pageFields);
export type CommonFields = z.infer<typeof commonFieldsSchema>;

const COMMON_KEYS = Object.keys(commonFieldsSchema.shape) as (keyof CommonFields)[];

/**
 * The common fields of data a template's schema validated already (every schema spreads
 * `pageFields`): what `commonFieldsSchema.parse` gives, without parsing each cached page again.
 */
export function commonFields(data: unknown): CommonFields {
  const record = data as Record<string, unknown>;
  const common: Record<string, unknown> = {};
  for (const key of COMMON_KEYS) if (record[key] !== undefined) common[key] = record[key];
  return common as CommonFields;
}

/** A content file that passed validation, with its route. */
export interface Page extends CommonFields {
  source: MarkdownSource;
  /** The name of the collection it belongs to, as the site declares it (templates/model/collections.ts). */
  collection: string;
  templateName: string;
  template: AnyTemplate;
  /** The template's validated front matter. */
  data: unknown;
  route: string;
}

/** The file a route is written to (clean URLs: docs/deploying.md, "What dist/ holds"): /a -> a.html, /a/ -> a/index.html. */
export function routeToFile(route: string): string {
  if (route === '/') return 'index.html';
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/** The folder of a page's source inside content/, with `/` separators ('' without a content folder). */
export function pageDir(page: Pick<Page, 'source'>, contentDir: string): string {
  return contentDir ? path.relative(contentDir, path.dirname(page.source.absPath)).split(path.sep).join('/') : '';
}
