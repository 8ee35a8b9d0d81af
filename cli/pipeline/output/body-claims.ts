import type { PageRecord } from '../../cache/build-state';
import type { Problem } from '../../errors';
import { parseRedirectsFile } from '../../lib/redirects-file';
import { resolveLink, type LinkSpace } from '../../lib/resolve-link';
import { nearestId } from '../../kit/nearest';
import { priceText } from '../../kit/prices';
import { renderRedirectsFile } from './write-redirects';
import { priceContradictions, type PriceContradiction, type PricedOffer, type Redirect } from '../content';

/** A page as the body check needs it: its route, its source file, and its record's claims. */
export interface ClaimingPage {
  route: string;
  file: string;
  claims: PageRecord['claims'];
}

/**
 * What the site's links resolve against once every file is written: the files, and the
 * redirects as `_redirects` states them (the same rules, parsed back, that hosts follow).
 */
export function linkSpace(
  siteUrl: string,
  files: Iterable<string>,
  redirects: readonly Redirect[],
  routes: readonly string[],
): LinkSpace {
  return { siteUrl, files: new Set(files), redirects: parseRedirectsFile(renderRedirectsFile(redirects, routes)) };
}

/** What the build says of a typed price: the sentence, the offer's own price, and the directive that shows it. */
export function priceProblem({ sentence, offer, kind, amount }: PriceContradiction) {
  const regular = kind === 'regular';
  const own = regular ? offer.originalPrice : offer.price;
  return {
    message: `"${sentence}" gives the ${offer.name} ${amount} as its ${regular ? 'regular ' : ''}price; ${own === undefined ? 'it has no regular price' : `it is ${priceText(own)}`} (content/data/offers.yaml)`,
    hint: regular
      ? `Write :offer[${offer.id}]{field=originalPrice} instead of the amount, or say what else it is.`
      : `Write :price[${offer.id}] instead of the amount, so the text always shows the offer's price; if it is another kind of price (an add-on, a monthly fee), say so next to it.`,
  };
}

/** Each page's ids by its file in the output (from its records): what an anchor in a body may point at. */
export function idsByFile(records: Iterable<Pick<PageRecord, 'file' | 'ids'>>) {
  const byFile = new Map<string, readonly string[]>();
  for (const record of records) byFile.set(record.file, record.ids);
  return (file: string) => byFile.get(file);
}

/** Fragments every browser understands without a matching id (HTML: the top of the page). */
const TOP_FRAGMENTS = new Set(['', 'top']);

/**
 * The content problems of what Markdown bodies claim (see PageRecord.claims), checked against
 * the whole site on every build: a link to a page the site does not build (after its
 * redirects, as hosts serve them), to an anchor its page does not have (by the ids each page's
 * record keeps), and a typed price that contradicts the offer it names. Each names the file and
 * line; a body shared by several routes (a paginated listing) once.
 */
export function bodyClaimProblems(
  pages: readonly ClaimingPage[],
  space: LinkSpace,
  catalog: readonly PricedOffer[],
  /** Every route of the site, for "did you mean" (default: the routes of `pages`). */
  routes: readonly string[] = pages.map((page) => page.route),
  /** The ids of a page in the output, by its file (undefined: not known, not checked). */
  idsOf: (file: string) => readonly string[] | undefined = () => undefined,
): Problem[] {
  const problems = new Map<string, Problem>();
  const add = (problem: Problem) => problems.set(`${problem.file}\0${problem.line}\0${problem.message}`, problem);
  for (const { route, file, claims } of pages) {
    for (const link of claims?.links ?? []) {
      const target = resolveLink(space, route, link.url);
      if (target.kind === 'file') {
        const problem = anchorProblem(target, idsOf(target.file));
        if (problem) add({ file, ...(link.line ? { line: link.line } : {}), ...problem(link.url) });
      }
      if (target.kind !== 'missing' && target.kind !== 'loop') continue;
      const near = target.kind === 'missing' ? nearestRoute(target.path, routes) : undefined;
      add({
        file,
        ...(link.line ? { line: link.line } : {}),
        message:
          target.kind === 'loop'
            ? `links to ${link.url}, which ends in a redirect loop at ${target.path}`
            : `links to ${link.url}, which the site does not build${target.redirected ? ` (it redirects to ${target.path})` : ''}`,
        hint: `${near ? `Did you mean ${near}? ` : ''}Link to a page the site builds, add that page, or add a redirect in content/redirects.yaml.`,
      });
    }
    for (const block of claims?.prices ?? []) {
      // Newlines become spaces (same length): offsets still count lines.
      const text = block.text.replace(/\n/g, ' ');
      for (const contradiction of priceContradictions(text, catalog, block.heading)) {
        add({
          file,
          line: block.line + (block.text.slice(0, contradiction.offset).match(/\n/g)?.length ?? 0),
          ...priceProblem(contradiction),
        });
      }
    }
  }
  return [...problems.values()];
}

/** A link into a page whose ids do not include its fragment: the message and the nearest id. */
function anchorProblem(
  target: Extract<ReturnType<typeof resolveLink>, { kind: 'file' }>,
  ids: readonly string[] | undefined,
) {
  const { fragment, file } = target;
  if (TOP_FRAGMENTS.has(fragment) || !ids || ids.includes(fragment)) return undefined;
  const near = nearestId(fragment, ids);
  return (url: string) => ({
    message: `links to ${url}, but ${file} has no element with the id "${fragment}"`,
    hint: `${near ? `Did you mean #${near}? ` : ''}Use an id the page has (a heading's id comes from its text, or {#id} after it), or remove the fragment.`,
  });
}

/** The route closest to a path that leads nowhere (`/pricng` -> `/pricing`), slashes aside; never the home page. */
function nearestRoute(pathname: string, routes: readonly string[]): string | undefined {
  const bare = (route: string) => route.replace(/^\/+|\/+$/g, '');
  const byBare = new Map(routes.filter((route) => bare(route)).map((route) => [bare(route), route]));
  const near = bare(pathname) ? nearestId(bare(pathname), byBare.keys()) : undefined;
  return near === undefined ? undefined : byBare.get(near);
}
