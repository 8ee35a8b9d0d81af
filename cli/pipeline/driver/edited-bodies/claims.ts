import type { PageRecord } from '../../../cache/build-state';
import type { Problem } from '../../../errors';
import type { PricedOffer } from '../../content';
import { bodyClaimProblems, idsByFile } from '../../output';
import type { LinkSpace } from '../../../lib/resolve-link';

export interface EditedClaims {
  /** The edited pages' new records, by route. */
  edited: ReadonlyMap<string, PageRecord>;
  /** Every page's record as the last build left it, by route. */
  records: Readonly<Record<string, PageRecord>>;
  /** The source file (as messages show it) of each route that has one. */
  sourceOf: ReadonlyMap<string, string>;
  /** The rest of the site as the last build left it: its files and redirects. */
  space: LinkSpace;
  catalog: readonly PricedOffer[];
}

/**
 * What edited bodies claim (links, anchors, prices), checked against the rest of the site as the
 * last build left it; and the anchors other bodies point at in the edited pages, whose ids may be
 * gone with a heading that changed. The one check of both ways of rendering edited bodies.
 */
export function editedClaimProblems({ edited, records, sourceOf, space, catalog }: EditedClaims): Problem[] {
  const all = { ...records, ...Object.fromEntries(edited) };
  const claiming = Object.entries(all).flatMap(([route, record]) => {
    const file = sourceOf.get(route);
    if (!file || !record.claims) return [];
    if (edited.has(route)) return [{ route, file, claims: record.claims }];
    // Another page's links can break only at an anchor: the pages they lead to are all still there.
    const links = record.claims.links.filter((link) => link.url.includes('#'));
    return links.length ? [{ route, file, claims: { links, prices: [] } }] : [];
  });
  return bodyClaimProblems(claiming, space, catalog, Object.keys(all), idsByFile(Object.values(all)));
}
