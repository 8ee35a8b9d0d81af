/**
 * The Content-Security-Policy grammar every caller shares: a policy is its directives in
 * order, each with a list of sources (CSP Level 3, "Parse a serialized CSP").
 */
export type Directives = Map<string, string[]>;

/** A URL as a CSP source that allows its whole origin; undefined for an empty setting. */
export const originSource = (url: string) => (url ? new URL(url).origin : undefined);

/** An endpoint as a CSP source: the URL without its query, so only that path is allowed. */
export const endpointSource = (url: string) => (url ? `${new URL(url).origin}${new URL(url).pathname}` : undefined);

/** Sources in order, without duplicates or empty settings. */
export const sourceList = (...sources: (string | undefined)[]) => [
  ...new Set(sources.filter((s): s is string => Boolean(s))),
];

/** Directives from policy text; names are case-insensitive and, as browsers do, a repeated directive is ignored. */
export function parsePolicy(text: string): Directives {
  const directives: Directives = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

/** Policy text: one `name sources` per directive, joined by `separator`. */
export function serializePolicy(directives: Iterable<readonly [string, readonly string[]]>, separator = '; '): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join(separator);
}

/** Every source of every policy, by directive, in first-seen order: a policy that allows what each allows. */
export function mergeDirectives(...policies: Iterable<readonly [string, readonly string[]]>[]): Directives {
  const merged: Directives = new Map();
  for (const policy of policies)
    for (const [name, sources] of policy) merged.set(name, sourceList(...(merged.get(name) ?? []), ...sources));
  return merged;
}
