import { renderToStaticMarkup } from 'react-dom/server';
import { pagePolicyOf, site as definition } from '../site/index';
import type { SiteConfig } from '../../kit/site-config';
import { routeToFile } from '../content';
import type { Redirect } from '../content';

/**
 * `_redirects` (Netlify / Cloudflare Pages): exact rules first, then splats, all 301; then, for
 * each section with its own not-found page (a route such as /cloud/404), the rule that serves it
 * with status 404 for misses below the section. Netlify applies it only where no file exists;
 * Cloudflare Pages skips the rule (404 is not a redirect status there) and serves the nearest
 * 404.html up the path, which is the same page.
 */
export function renderRedirectsFile(redirects: readonly Redirect[], routes: readonly string[] = []): string {
  const ordered = [...redirects.filter((r) => !r.wildcard), ...redirects.filter((r) => r.wildcard)];
  const lines = ordered.map((r) => `${r.from} ${r.to} 301`);
  for (const section of notFoundSections(routes)) lines.push(`${section}/* ${section}/404.html 404`);
  return `${lines.join('\n')}\n`;
}

/** The sections with a not-found page of their own: /cloud/404 -> /cloud. The site's /404 is every host's default. */
export function notFoundSections(routes: readonly string[]): string[] {
  return routes.flatMap((route) => {
    const match = /^(\/.+)\/404$/.exec(route);
    return match ? [match[1]!] : [];
  });
}

const slashless = (route: string) => (route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route);

/**
 * The exact redirects that get a stub page. Not one whose path differs from a page's only by a
 * trailing slash (/contact/ -> /contact): hosts already send that URL to the page, and a stub
 * (contact/index.html beside contact.html) would make hosts that prefer folders serve the stub
 * at /contact, which refreshes to /contact again.
 */
export function redirectsNeedingStubs(redirects: readonly Redirect[], pageRoutes: Iterable<string>): Redirect[] {
  const pages = new Set([...pageRoutes].map(slashless));
  return redirects.filter((r) => !r.wildcard && !pages.has(slashless(r.from)));
}

/** The stub page written at an exact redirect's path. */
export function renderRedirectStub(redirect: Redirect, site: SiteConfig): { file: string; html: string } {
  const targetUrl = `${site.site.url}${redirect.to}`;
  const { RedirectPage } = definition().frame;
  const html = renderToStaticMarkup(
    <RedirectPage
      targetUrl={targetUrl}
      target={redirect.to}
      language={site.site.language}
      policy={pagePolicyOf(site, [])}
    />,
  );
  return { file: routeToFile(redirect.from), html: `<!DOCTYPE html>${html}` };
}
