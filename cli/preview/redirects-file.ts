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

/** The first rule matching `pathname`, as Netlify and Cloudflare Pages apply them. */
export function matchRedirect(pathname: string, rules: readonly RedirectRule[]): RedirectRule | undefined {
  return rules.find((r) => (r.splat ? pathname.startsWith(r.from) || `${pathname}/` === r.from : pathname === r.from));
}
