import { pageDir, type Page } from '../content';

/**
 * One page to render, as plain data: it crosses into a worker thread (structured clone), so
 * it holds no functions; the worker finds the template by name in templates/registry.ts.
 */
export interface PageJob {
  route: string;
  templateName: string;
  /** The content file (for messages) and the line its Markdown body starts on. */
  file: string;
  /** Its folder inside content/ (`blog`), for images named relative to it. */
  dir: string;
  bodyLine: number;
  title: string;
  description: string;
  noindex: boolean;
  internal: boolean;
  data: unknown;
  body: string;
  /** The body's rendered Markdown, when the cache holds it (`<pack>#<index>`). */
  markdownObject?: string;
}

export function pageJob(page: Page, stored: { markdownObject?: string } = {}, contentDir = ''): PageJob {
  return {
    route: page.route,
    templateName: page.templateName,
    file: page.source.file,
    dir: pageDir(page, contentDir),
    bodyLine: page.source.bodyLine,
    title: page.title,
    description: page.description,
    noindex: page.noindex ?? false,
    internal: page.internal ?? false,
    data: page.data,
    body: page.source.body,
    ...stored,
  };
}

/** A page's folder inside content/ (`blog`), for images named relative to it. */
