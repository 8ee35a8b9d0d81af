import { serializePolicy, type Directives } from './policy';

/**
 * The policy every site starts from, and the one of a site that declares none (its definition's
 * `policy`): everything from the site itself, nothing inline but the page's own hashed styles, no
 * plugins, no framing by anyone.
 */
export const SELF_ONLY_POLICY: Directives = new Map([
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
]);

/**
 * Directives left out of a policy in a `<meta>` element: CSP Level 3 does not support
 * `frame-ancestors`, `sandbox` and `report-uri` there (browsers ignore them, Chromium with a
 * console warning), and reports are configured by headers. They stay in the header alone, so
 * hosts that send no `_headers` go without them.
 */
export const HEADER_ONLY_DIRECTIVES: ReadonlySet<string> = new Set([
  'frame-ancestors',
  'report-uri',
  'report-to',
  'sandbox',
]);

/**
 * A page's own policy, for its `<meta http-equiv="Content-Security-Policy">`: every directive
 * of the site's policy that a meta policy can carry, so that a host which ignores `_headers`
 * (GitHub Pages, S3, a plain nginx) still enforces them, scripts above all. Its style-src is the
 * site's with `'unsafe-inline'` replaced by the hashes of the page's inlined stylesheets: one
 * header cannot list every page's hashes (hosts ignore a header line over 2,000 characters).
 *
 * Where the header is sent too, the browser enforces both, and a resource must satisfy each:
 * every other directive is the header's own, word for word, so the pair allows exactly what
 * the header allows, narrowed to the page's styles. Pages have no inline scripts to hash: every
 * executable script is a file, and the JSON blocks are data (`site check` holds them to it).
 */
export function pageDirectives(site: Directives, styleHashes: readonly string[]): Directives {
  const directives: Directives = new Map();
  for (const [name, sources] of site) {
    if (HEADER_ONLY_DIRECTIVES.has(name)) continue;
    directives.set(
      name,
      name === 'style-src' ? sources.flatMap((s) => (s === "'unsafe-inline'" ? styleHashes : [s])) : sources,
    );
  }
  return directives;
}

/** A page's own policy as the text of its meta element. */
export const pagePolicy = (site: Directives, styleHashes: readonly string[]) =>
  serializePolicy(pageDirectives(site, styleHashes));
