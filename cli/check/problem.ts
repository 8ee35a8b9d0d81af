import type { Output, OutputPage } from './output';

/** One thing wrong with the built site: on which page, which rule, what is wrong and what to do. */
export interface CheckProblem {
  /** The page's route, or the site-wide file the problem is in (`sitemap.xml`). */
  where: string;
  rule: string;
  message: string;
  fix: string;
}

/** A check over the whole output; returns every problem it finds. */
export type Check = (output: Output) => CheckProblem[] | Promise<CheckProblem[]>;

/** Pages search engines may index: not noindex, not the 404 page, not a redirect stub. */
export function isIndexable(page: OutputPage): boolean {
  return page.file !== '404.html' && !page.facts.refresh && !/\bnoindex\b/i.test(page.facts.robots ?? '');
}

/** Redirect stubs are written for hosts without `_redirects`; only their target matters. */
export const isRedirectStub = (page: OutputPage) => page.facts.refresh !== undefined;
