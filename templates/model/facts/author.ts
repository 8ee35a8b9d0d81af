import type { SiteConfig } from '../site-config';
import type { Facts } from './facts';

/** Who writes the site's articles and guides: the founder (content/data/people.yaml). */
export const authorOf = (facts: Facts) => facts.person('founder');

/** The author as a schema.org Person: their name, role and articles page (`team.profile`). */
export function authorStructuredData(facts: Facts, site: SiteConfig): object {
  const author = authorOf(facts);
  return {
    '@type': 'Person',
    name: author.name,
    jobTitle: author.role,
    ...(author.team?.profile && { url: `${site.site.url}${author.team.profile}` }),
    worksFor: { '@type': 'Organization', name: site.site.brand, url: site.site.url },
  };
}
