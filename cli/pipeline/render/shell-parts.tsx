import { renderToStaticMarkup } from 'react-dom/server';
import { site as definition } from '../site/index';
import type { SiteConfig } from '../../kit/site-config';

/** Stands in for a page's content while the shell around it is rendered (plain text: React keeps it as it is). */
const CONTENT = 'shellcontent9f27c1e4';

const cache = new WeakMap<SiteConfig, Map<string, readonly [string, string]>>();

/**
 * The markup before and after a page's content: the shell (banner, navigation, footer, global
 * widgets) is the same on every page of a section but for which navigation link is current, so
 * it is rendered once per site, year and current link, not once per page. Byte for byte what
 * rendering the shell around the page in one tree gives (static markup has no markers to differ).
 */
export function shellAround(site: SiteConfig, route: string, year: number): readonly [string, string] {
  let bySection = cache.get(site);
  if (!bySection) cache.set(site, (bySection = new Map()));
  const { Shell, shellKey } = definition().frame;
  const key = `${year}:${shellKey(site, route)}`;
  let parts = bySection.get(key);
  if (!parts) {
    const html = renderToStaticMarkup(
      <Shell site={site} route={route} year={year}>
        {CONTENT}
      </Shell>,
    );
    const [before, after, ...rest] = html.split(CONTENT);
    if (after === undefined || rest.length) throw new Error('The shell must render its children exactly once.');
    bySection.set(key, (parts = [before!, after]));
  }
  return parts;
}
