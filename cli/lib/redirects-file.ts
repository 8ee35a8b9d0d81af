/** One rule of a `_redirects` file. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `from` ended in `/*`; `from` holds the prefix without the `*`. */
  splat: boolean;
}

/** Parses the `_redirects` format (`from to [status]`, `#` comments); later rules never beat earlier ones. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!from || !to) return [];
      const splat = from.endsWith('/*');
      return [{ from: splat ? from.slice(0, -1) : from, to, status: Number(status ?? 301) || 301, splat }];
    });
}

const matches = (pathname: string) => (r: RedirectRule) =>
  r.splat ? pathname.startsWith(r.from) || `${pathname}/` === r.from : pathname === r.from;

/**
 * The first redirect rule matching `pathname`, as Netlify and Cloudflare Pages apply them. Rules
 * with status 404 are not redirects: see matchNotFoundRule.
 */
export function matchRedirect(pathname: string, rules: readonly RedirectRule[]): RedirectRule | undefined {
  return rules.filter((r) => r.status !== 404).find(matches(pathname));
}

/**
 * The status-404 rule for a path no file answers (`/cloud/* /cloud/404.html 404`): Netlify
 * serves its target with status 404, but only when no file exists at the path, since a rule
 * that is not forced never shadows a file.
 */
export function matchNotFoundRule(pathname: string, rules: readonly RedirectRule[]): RedirectRule | undefined {
  return rules.filter((r) => r.status === 404).find(matches(pathname));
}
