import { FirstImage } from './components/first-image';
import { isCurrent } from './components/SiteHeader';
import { defineSite } from './define-site';
import { Document } from './Document';
import { EMBEDS } from './embeds';
import { COLLECTION_DECLARATIONS } from './model/collections';
import { DATA_SCHEMAS } from './model/data/index';
import { siteConfigSchema } from './model/site-config';
import { RedirectPage } from './RedirectPage';
import { TEMPLATES } from './registry';
import { Shell } from './Shell';

/** This site, as the engine reads it (templates/define-site.ts). */
export const SITE = defineSite({
  collections: COLLECTION_DECLARATIONS,
  templates: TEMPLATES,
  data: DATA_SCHEMAS,
  config: siteConfigSchema,
  facts: {
    people: { data: 'people', records: [] },
    offers: { data: 'offers', records: ['catalog'] },
    company: { data: 'company', records: ['facts'] },
  },
  embeds: EMBEDS,
  frame: {
    Document,
    Shell,
    // The shell differs between routes only in which navigation link is current.
    shellKey: (site, route) => site.navigation.map((link) => (isCurrent(link.href, route) ? 1 : 0)).join(''),
    RedirectPage,
    FirstImage,
  },
});
