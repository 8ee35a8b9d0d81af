import type { Output, OutputPage } from './read-output';
import type { Needle, SourcePlace } from './source-locator';

/** One thing wrong with the built site: on which page, which rule, what is wrong and what to do. */
export interface CheckProblem {
  /** The page's route, or the site-wide file the problem is in (`sitemap.xml`). */
  where: string;
  rule: string;
  message: string;
  fix: string;
  /** The source file and line that wrote the offending text (see attributeSources). */
  source?: SourcePlace;
  /** Text of the output behind the problem, as its source would hold it, most telling first (not reported). */
  find?: readonly Needle[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A URL, path or id as a source writes it: whole, not as the start of a longer one (`/blog` is not `/blog/2`). */
export function literal(text: string): RegExp {
  return new RegExp(`(?<![\\w/.#-])${escapeRegExp(text)}(?![\\w/.-])`);
}

/** A check over the whole output; returns every problem it finds. */
export type Check = (output: Output) => CheckProblem[] | Promise<CheckProblem[]>;

/** Pages search engines may index: not noindex, not the 404 page, not a redirect stub. */
export function isIndexable(page: OutputPage): boolean {
  return page.file !== '404.html' && !page.facts.refresh && !/\bnoindex\b/i.test(page.facts.robots ?? '');
}

/** Redirect stubs are written for hosts without `_redirects`; only their target matters. */
export const isRedirectStub = (page: OutputPage) => page.facts.refresh !== undefined;
