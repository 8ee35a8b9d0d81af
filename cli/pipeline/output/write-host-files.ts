import type { SiteConfig } from '../../kit/site-config';
import type { Redirect } from '../content';
import { HOST_FILES, NGINX_SNIPPET_FILE, VERCEL_CONFIG_FILE, VERCEL_IGNORE_FILE } from '../../lib/output-names';
import { siteHeaderRules } from './header-rules';
import { hostRedirects } from './host-redirects';
import type { OutputWriter } from './output-folder';
import { renderNginxSnippet } from './write-nginx-snippet';
import { notFoundSections } from './write-redirects';
import { renderVercelConfig } from './write-vercel-config';

/** What no host serves as part of the site: the hosts' files, and the two rule files hosts read. */
const notServed = [...HOST_FILES, '_headers', '_redirects'];

/**
 * `.vercelignore`: what a Vercel deploy of the folder leaves out, the other hosts' files (Vercel
 * serves no `vercel.json` and no `.vercelignore` of its own accord). Also `.wrangler`, where
 * wrangler may leave its state.
 */
export const renderVercelIgnore = () =>
  `# Not part of the site: the other hosts' configuration (written by site build)\n${[
    ...notServed.filter((f) => f !== VERCEL_CONFIG_FILE && f !== VERCEL_IGNORE_FILE),
    '.wrangler',
  ]
    .map((f) => `/${f}\n`)
    .join('')}`;

/**
 * The files of hosts that read their own format rather than `_headers` and `_redirects`:
 * Vercel's `vercel.json` (and `.vercelignore`) and an nginx snippet, from the same header rules,
 * redirects and routes as those two files.
 */
export async function writeHostFiles(
  config: SiteConfig,
  redirects: readonly Redirect[],
  routes: readonly string[],
  out: OutputWriter,
): Promise<void> {
  const rules = siteHeaderRules(config);
  const forHosts = hostRedirects(redirects, routes);
  await out.write(VERCEL_CONFIG_FILE, renderVercelConfig(rules, forHosts));
  await out.write(VERCEL_IGNORE_FILE, renderVercelIgnore());
  await out.write(
    NGINX_SNIPPET_FILE,
    renderNginxSnippet({
      rules,
      redirects: forHosts,
      notFoundSections: notFoundSections(routes),
      hostFiles: notServed,
      brand: config.site.brand,
    }),
  );
}
