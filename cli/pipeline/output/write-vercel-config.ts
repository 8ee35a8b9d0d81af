import type { HeaderRule } from './header-rules';
import { ruleFolder } from './header-rules';
import type { HostRedirect } from './host-redirects';

// Vercel's sources are path-to-regexp patterns: these characters are syntax there, literal here.
const escapeSource = (path: string) => path.replace(/[:()*+?{}\\]/g, (c) => `\\${c}`);
// A `:name` in a destination is a parameter to Vercel, with no escape: %3A is the same path to a server.
const escapeDestination = (path: string) => path.replaceAll(':', '%3A');

/** A header rule's source: every path below its folder, as `/assets/*` in `_headers`. */
const headerSource = (rule: HeaderRule) => `${escapeSource(ruleFolder(rule))}(.*)`;

/** A redirect's source: a splat's folder, with or without its slash, and everything below it. */
const redirectSource = (r: HostRedirect) =>
  r.below ? `${escapeSource(r.from.slice(0, -1))}/:rest(.*)?` : escapeSource(r.from);

/**
 * `vercel.json` for a deploy of the output folder itself: the same headers as `_headers`, and the
 * same redirects as `_redirects` plus each route's other slash form (see hostRedirects).
 *
 * - `cleanUrls`: `/about` serves `about.html`, and `/about.html` redirects to `/about`.
 * - No `trailingSlash`: the site has routes in both forms (`/about`, `/sample-page/`), and that
 *   setting would redirect all of one form; each route's other form is a redirect of its own.
 * - `permanent: true` is Vercel's 308, its permanent redirect (`_redirects` says 301).
 *
 * Vercel applies redirects before files and headers to every answer that matches; it serves a
 * miss the root `404.html`, with status 404 (it has no nearest one up the path).
 */
export function renderVercelConfig(rules: readonly HeaderRule[], redirects: readonly HostRedirect[]): string {
  const config = {
    cleanUrls: true,
    headers: rules.map((rule) => ({
      source: headerSource(rule),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
    redirects: redirects.map((r) => ({
      source: redirectSource(r),
      destination: escapeDestination(r.to),
      permanent: true,
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
