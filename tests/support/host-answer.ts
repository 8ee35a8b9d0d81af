/**
 * What a host answers for a path, as far as the site's rules decide it: a redirect's target, or
 * the headers the rules add. The same shape for every host, so hosts can be compared path by path.
 */
export interface HostAnswer {
  /** Where a redirect sends the visitor (any permanent status), else undefined. */
  location?: string;
  /** Headers the rules add, by lower-case name. */
  headers: Map<string, string>;
}

/** The answer a real server gave, kept to the header names the rules use. */
export function answerOf(
  reply: { status: number; headers: Record<string, unknown> },
  names: Iterable<string>,
): HostAnswer {
  const headers = new Map<string, string>();
  for (const name of names) {
    const value = reply.headers[name];
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const location = reply.status >= 300 && reply.status < 400 ? String(reply.headers.location) : undefined;
  return { ...(location === undefined ? {} : { location }), headers };
}
