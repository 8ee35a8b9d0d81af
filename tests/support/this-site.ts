import { loadConfig } from '../../cli/pipeline/content/load-config';
import type { LoadedSite } from '../../cli/pipeline/content/load-site';
import type { Page } from '../../cli/pipeline/content/page';
import type { SiteTemplate } from '../../templates/model/define-template';
import type { ChinookSite } from '../../templates/model/page-context';

/**
 * A loaded site with this site's own types: the engine holds every site's site.yaml and
 * collections as any site's, and loads this one with this site's schemas, so its types hold.
 */
export type ThisSite = Omit<LoadedSite, 'config' | 'collections' | 'pages'> & {
  config: ChinookSite['config'];
  collections: ChinookSite['collections'];
  pages: ThisPage[];
};

/** A page whose template is one of this site's. */
export type ThisPage = Omit<Page, 'template'> & { template: SiteTemplate };

/** `site` as this site's types (see ThisSite). */
export const asThisSite = (site: LoadedSite): ThisSite => site as unknown as ThisSite;

/** content/site.yaml of a folder, validated as the engine does, with this site's type (its schema parsed it). */
export async function loadThisConfig(...args: Parameters<typeof loadConfig>) {
  const { config, ...rest } = await loadConfig(...args);
  return { ...rest, config: config as ChinookSite['config'] | undefined };
}
