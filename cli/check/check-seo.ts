import type { Output, OutputPage } from './read-output';
import { isIndexable, isRedirectStub, type CheckProblem } from './problem';
import type { Needle } from './source-locator';

/** Where templates write the canonical link. */
const CANONICAL = /rel[=:]\s*["']canonical["']/;

/**
 * What search engines and assistive technology need of every page: html lang, exactly one
 * h1; and of every indexable page: a title, a description, an absolute canonical URL that is
 * the page's own, and a title and description no other indexable page shares.
 */
export function checkSeo(output: Output): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const page of output.pages.values()) {
    if (isRedirectStub(page)) continue;
    problems.push(...checkPage(output, page));
    if (!isIndexable(page)) continue;
    if (page.facts.title) titles.set(page.facts.title, [...(titles.get(page.facts.title) ?? []), page.route]);
    if (page.facts.description)
      descriptions.set(page.facts.description, [...(descriptions.get(page.facts.description) ?? []), page.route]);
  }
  problems.push(...duplicates(titles, 'title', 'Give each page its own `title` in its front matter.'));
  problems.push(
    ...duplicates(descriptions, 'description', 'Give each page its own `description` in its front matter.'),
  );
  return problems;
}

function checkPage(output: Output, page: OutputPage): CheckProblem[] {
  const { facts, route: where } = page;
  const problems: CheckProblem[] = [];
  const add = (message: string, fix: string, find: Needle[] = []) =>
    problems.push({ where, rule: 'seo', message, fix, find });
  if (!facts.lang)
    add('<html> has no lang attribute', 'Set site.language in content/site.yaml (the Document template writes it).', [
      /^\s*language:/,
      'lang={',
    ]);
  if (facts.h1 !== 1) {
    add(
      `has ${facts.h1} h1 headings; a page needs exactly one`,
      facts.h1 === 0
        ? 'Give the template an h1 (usually the page title).'
        : 'Use ## and below in Markdown bodies; the title is the only h1.',
    );
  }
  if (!isIndexable(page)) return problems;
  if (!facts.title) add('has no <title>', 'Set `title` in its front matter.', [/^title:/]);
  if (!facts.description?.trim())
    add('has no meta description', 'Set `description` in its front matter.', [/^description:/]);
  const expected = `${output.siteUrl}${page.route}`;
  if (!facts.canonical)
    add('has no canonical link', 'The Document template writes one for every page; check the template.', [CANONICAL]);
  else if (!/^https?:\/\//.test(facts.canonical))
    add(`canonical "${facts.canonical}" is not absolute`, 'Canonical URLs are site.url + route.', [CANONICAL]);
  else if (facts.canonical !== expected) {
    add(
      `canonical is ${facts.canonical}, not the page's own ${expected}`,
      'An indexable page must be its own canonical; mark duplicates noindex instead.',
      [CANONICAL],
    );
  }
  return problems;
}

function duplicates(seen: ReadonlyMap<string, string[]>, what: string, fix: string): CheckProblem[] {
  return [...seen.entries()].flatMap(([value, routes]) =>
    routes.length < 2
      ? []
      : routes.map((where) => ({
          where,
          rule: 'seo',
          message: `shares its ${what} "${value.length > 60 ? `${value.slice(0, 60)}...` : value}" with ${routes.filter((r) => r !== where).join(', ')}`,
          fix,
          // A title as its front matter gives it, without the site's name the Document adds.
          find: [value, value.split(' | ')[0]!],
        })),
  );
}
