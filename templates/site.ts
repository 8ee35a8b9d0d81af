import { CHECKER_GRADING } from './audit-grade';
import { FirstImage } from './components/first-image';
import { isCurrent } from './components/SiteHeader';
import { defineSite } from '../cli/kit/define-site';
import { siteDirectives } from './csp';
import { Document } from './Document';
import { EMBEDS } from './embeds';
import { COLLECTION_DECLARATIONS } from './model/collections';
import { DATA_SCHEMAS } from './model/data/index';
import { pagespeedProxy, PROXY_ENV } from './model/edge';
import { RELATIONS } from './model/relations/index';
import { FACTS } from './model/facts/model';
import type { ChinookSite } from './model/page-context';
import { siteConfigSchema } from './model/site-config';
import { PageProviders } from './PageProviders';
import { RedirectPage } from './RedirectPage';
import { TEMPLATES } from './registry';
import { Shell } from './Shell';

/** This site, as the engine reads it (cli/kit/define-site.ts). */
export const SITE = defineSite<ChinookSite>({
  collections: COLLECTION_DECLARATIONS,
  templates: TEMPLATES,
  data: DATA_SCHEMAS,
  config: siteConfigSchema,
  facts: FACTS,
  embeds: EMBEDS,
  policy: siteDirectives,
  audit: CHECKER_GRADING,
  relations: RELATIONS,
  edge: { worker: pagespeedProxy, env: PROXY_ENV },
  frame: {
    Document,
    Shell,
    // The shell differs between routes only in which navigation link is current.
    shellKey: (site, route) => site.navigation.map((link) => (isCurrent(link.href, route) ? 1 : 0)).join(''),
    RedirectPage,
    FirstImage,
    Page: PageProviders,
  },
});
