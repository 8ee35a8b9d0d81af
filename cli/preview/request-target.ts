/** A request target that passed every check, ready to be matched against rules and files. */
export interface RequestTarget {
  /** The path, percent-decoded once: starts with one `/`, has no `.` or `..` segment, no NUL, no backslash. */
  path: string;
  /** `?` and the query exactly as sent, or ''. */
  search: string;
}

// RFC 9112 §3.2: a request target is visible ASCII. Anything else (raw UTF-8, spaces, NUL) is refused.
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;
// An encoded `/` or `\` would become a separator only after decoding, hiding a segment from the checks below.
const ENCODED_SEPARATOR = /%(2f|5c)/i;
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Validates a raw request target before anything maps it to a rule or a file. Only origin-form
 * (`/path?query`) is accepted: absolute-form (`http://host/...`) and `//host/...` are refused,
 * because a URL parser would resolve them against another host and remove their dot segments
 * before any check could see them. Percent-decoding happens exactly once, so `%252e` stays the
 * literal text `%2e`; malformed escapes and overlong UTF-8 (`%c0%ae`) fail to decode and are refused.
 */
export function parseRequestTarget(raw: string): RequestTarget | undefined {
  if (!VISIBLE_ASCII.test(raw)) return undefined;
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return undefined;
  if (rawPath.includes('\\') || rawPath.includes('#') || ENCODED_SEPARATOR.test(rawPath)) return undefined;

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (CONTROL.test(path)) return undefined;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return { path, search };
}

/** The request's host name without port or IPv6 brackets, lower-cased; '' when absent. */
export function requestHostname(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  const ipv6 = /^\[([^\]]*)\]/.exec(host);
  return ipv6 ? (ipv6[1] ?? '') : host.replace(/:\d*$/, '');
}
