/** Response headers keyed by lower-case name, keeping the spelling they were set with. */
export type HeaderMap = Map<string, { name: string; value: string }>;

export function headerMap(entries: Readonly<Record<string, string>> = {}): HeaderMap {
  return new Map(Object.entries(entries).map(([name, value]) => [name.toLowerCase(), { name, value }]));
}

export function setHeader(headers: HeaderMap, name: string, value: string): void {
  headers.set(name.toLowerCase(), { name, value });
}

/** Adds tokens to a list header such as Vary, once each (compared case-insensitively). */
export function appendToken(headers: HeaderMap, name: string, token: string): void {
  const current = headers.get(name.toLowerCase());
  const tokens = current
    ? current.value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    : [];
  if (tokens.some((t) => t.toLowerCase() === token.toLowerCase() || t === '*')) return;
  setHeader(headers, current?.name ?? name, [...tokens, token].join(', '));
}

/** The object `res.writeHead` takes. */
export function toOutgoing(headers: HeaderMap): Record<string, string> {
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}
