import { readJsonScript } from '../shared/json-script';

interface WildcardRule {
  prefix: string;
  to: string;
}

/** The target for `pathname` under the `/*` rules, or undefined. Longest prefix wins. */
export function matchWildcard(pathname: string, rules: readonly WildcardRule[]): string | undefined {
  const matches = rules.filter((r) => pathname.startsWith(r.prefix) || `${pathname}/` === r.prefix);
  matches.sort((a, b) => b.prefix.length - a.prefix.length);
  return matches[0]?.to;
}

/** On the 404 page: forward wildcard paths (e.g. /contact-me/anything) on hosts that ignore `_redirects`. */
export function followWildcardRedirect(doc: Document): void {
  const rules = readJsonScript<WildcardRule[]>(doc, '#wildcard-redirects');
  const location = doc.defaultView?.location;
  if (!rules || !location) return;
  const target = matchWildcard(location.pathname, rules);
  if (target && target !== location.pathname) location.replace(target);
}
