import type { Redirect } from '../content';

/** A redirect as hosts with their own rule format take it (301, or Vercel's permanent 308). */
export interface HostRedirect {
  /** The path; for `below`, the folder with its slash (`/contact-me/`). */
  from: string;
  to: string;
  /** A `_redirects` splat: every path below the folder, and the folder without its slash too. */
  below: boolean;
}

const isNotFoundPage = (route: string) => /(^|\/)404$/.test(route);

/** `/a` <-> `/a/`; the root has one form. */
const otherForm = (route: string) =>
  route === '/' ? undefined : route.endsWith('/') ? route.slice(0, -1) : `${route}/`;

/**
 * The redirects for hosts that read no `_redirects` but a format of their own (Vercel, nginx),
 * from the same rules `_redirects` is written from, in its order: the exact rules, then the
 * splats. Then each route's other form (`/about/` -> `/about`, `/sample-page` -> `/sample-page/`),
 * which Cloudflare (and `site preview`) redirect by themselves; the site mixes both forms, so no single
 * slash setting of those hosts would do. Not for the not-found pages, which are misses by design.
 */
export function hostRedirects(redirects: readonly Redirect[], routes: readonly string[]): HostRedirect[] {
  const rules = [...redirects.filter((r) => !r.wildcard), ...redirects.filter((r) => r.wildcard)].map(
    (r): HostRedirect => ({
      from: r.wildcard ? r.from.slice(0, -1) : r.from,
      to: r.to,
      below: r.wildcard,
    }),
  );
  const taken = new Set([...routes, ...rules.filter((r) => !r.below).map((r) => r.from)]);
  const forms = routes.flatMap((route): HostRedirect[] => {
    const other = otherForm(route);
    return other && !taken.has(other) && !isNotFoundPage(route) ? [{ from: other, to: route, below: false }] : [];
  });
  return [...rules, ...forms];
}
