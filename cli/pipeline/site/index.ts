/**
 * The site the engine builds: its collections, templates, data sets, site.yaml schema and page
 * frame, as the site declares them in templates/site.ts (templates/define-site.ts says what each
 * is). Every part of cli/ reaches the site through here, and nothing else of the site's is a
 * value cli/ imports but the model's types and pure rules (an import rule holds both), so this
 * module is the one place where the site is loaded.
 */
import type { SiteDefinition } from '../../../templates/define-site';
import { SITE } from '../../../templates/site';

export type { SiteDefinition };

/** The site's definition. */
export const site = (): SiteDefinition => SITE;
