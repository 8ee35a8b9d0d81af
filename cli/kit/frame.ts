import type { ReactNode } from 'react';
import type { HeadData, PageAssets } from './head';
import type { SiteConfig } from './site-config';

/**
 * The page frame's parts as the engine renders them: each is the site's own component (its
 * definition's `frame`), given these props. `C` is the site's own site.yaml type: the engine
 * passes what the site's schema parsed.
 */

/** The whole document around a page's body. */
export interface DocumentProps<C extends SiteConfig = SiteConfig> {
  site: C;
  head: HeadData;
  assets: PageAssets;
  /** The page's own Content-Security-Policy, for its meta element: the site's, narrowed to the page's styles. */
  policy: string;
  /** The server-rendered shell and page (rendered first, so the islands it uses are known). */
  bodyHtml: string;
}

/** What surrounds a page's content (banner, navigation, footer). */
export interface ShellProps<C extends SiteConfig = SiteConfig> {
  site: C;
  route: string;
  /** The build's year, for the copyright line (templates never read the clock). */
  year: number;
  children: ReactNode;
}

/** The page a redirect stub shows. */
export interface RedirectPageProps {
  /** Absolute URL of the target (the stub's canonical). */
  targetUrl: string;
  /** The target route, for the refresh and the visible link. */
  target: string;
  language: string;
  /** The site's meta policy, as every page has it: enforced on hosts that send no headers too. */
  policy: string;
}

/** Which image of a page may load first (the likely largest paint): one claim per page. */
export interface FirstImageClaim {
  taken: boolean;
}
