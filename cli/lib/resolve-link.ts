import { matchRedirect, type RedirectRule } from './redirects-file';

/** What a link resolves against: a built site's files and `_redirects` rules, at its address. */
export interface LinkSpace {
  siteUrl: string;
  /** Paths inside the output folder, forward slashes. */
  files: ReadonlySet<string>;
  redirects: readonly RedirectRule[];
}

export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'file'; file: string; fragment: string; redirected: boolean }
  | { kind: 'missing'; path: string; redirected: boolean }
  | { kind: 'loop'; path: string };

const MAX_HOPS = 10;

/**
 * Where a URL on `fromRoute` leads inside the output, as a static host serves it:
 * `_redirects` first (followed, chains included), then clean URLs. URLs on other
 * origins and non-HTTP schemes are external and not followed.
 */
export function resolveLink(output: LinkSpace, fromRoute: string, href: string): LinkTarget {
  let url: URL;
  try {
    url = new URL(href, `${output.siteUrl}${fromRoute}`);
  } catch {
    return { kind: 'missing', path: href, redirected: false };
  }
  if (url.origin !== new URL(output.siteUrl).origin) return { kind: 'external' };
  let pathname = safeDecode(url.pathname);
  let fragment = safeDecode(url.hash.slice(1));
  let redirected = false;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const rule = matchRedirect(pathname, output.redirects);
    if (!rule) {
      const file = fileFor(output.files, pathname);
      return file ? { kind: 'file', file, fragment, redirected } : { kind: 'missing', path: pathname, redirected };
    }
    const next = new URL(rule.splat ? rule.to.replace(':splat', pathname.slice(rule.from.length)) : rule.to, url);
    pathname = safeDecode(next.pathname);
    if (next.hash) fragment = safeDecode(next.hash.slice(1));
    redirected = true;
  }
  return { kind: 'loop', path: pathname };
}

/** The clean-URL rules (docs/deploying.md, "What dist/ holds"), with the slash-mismatch fallbacks hosts apply. */
function fileFor(files: ReadonlySet<string>, pathname: string): string | undefined {
  const rel = pathname.replace(/^\/+/, '');
  const candidates = pathname.endsWith('/')
    ? [`${rel}index.html`, `${rel.slice(0, -1)}.html`]
    : [rel, `${rel}.html`, `${rel}/index.html`];
  return candidates.find((c) => c !== '' && c !== '.html' && files.has(c));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
