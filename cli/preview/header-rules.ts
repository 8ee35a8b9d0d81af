import type { HeaderMap } from './header-map';
import type { HeaderRule } from './headers-file';
import { matchUrlPattern, type Captures } from './url-pattern';

/** Where a request went: its decoded URL path (before clean-URL resolution) and Host name. */
export interface RuleTarget {
  path: string;
  hostname: string;
}

// `:name` in a value is replaced by what the pattern captured; longest name wins (`:splat` over `:s`).
const REFERENCE = /:([A-Za-z]\w*)/g;

function substitute(value: string, captures: Captures): string {
  // Captures come from the decoded path; encodeURI keeps them to characters a header can carry,
  // which is also what Cloudflare sends, since it matches the still-encoded path.
  return value.replace(REFERENCE, (whole, name: string) =>
    name in captures ? encodeURI(captures[name] ?? '') : whole,
  );
}

/**
 * Applies every rule matching `target`, in file order, to `headers` (which start as the host's
 * own overridable headers, such as Content-Type and the default Cache-Control). As on Cloudflare
 * Pages: the first rule to set a name replaces the host's value, later ones append with ", "
 * (so repeated names in one block join too), and `! Name` removes whatever is there so far.
 */
export function applyHeaderRules(rules: readonly HeaderRule[], target: RuleTarget, headers: HeaderMap): HeaderMap {
  const out: HeaderMap = new Map(headers);
  const setByRules = new Set<string>();
  for (const rule of rules) {
    const captures = matchUrlPattern(rule.pattern, target.path, target.hostname);
    if (!captures) continue;
    for (const name of rule.detach) out.delete(name.toLowerCase());
    for (const { name, value } of rule.set) {
      const key = name.toLowerCase();
      const resolved = substitute(value, captures);
      const current = out.get(key);
      if (setByRules.has(key) && current) out.set(key, { name: current.name, value: `${current.value}, ${resolved}` });
      else out.set(key, { name, value: resolved });
      setByRules.add(key);
    }
  }
  return out;
}
