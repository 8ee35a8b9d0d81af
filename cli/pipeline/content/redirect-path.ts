import { z } from 'zod';

/**
 * A redirect's path, as a URL path that keeps its case (legacy URLs such as /services/webDesign):
 * `/`, then segments of the characters a URL path holds unencoded (RFC 3986 `pchar`, less `*`,
 * which marks a wildcard) or percent-encoded. Redirect stubs are files named by these paths, so
 * the build refuses what would name a file elsewhere or oddly: `.` and `..` segments, encoded
 * dots, slashes and backslashes, and anything else (spaces, quotes, `<`, `\`, control characters).
 * Each segment is spelled once, so a long invalid value fails in linear time.
 */
const SEGMENT = "(?:[A-Za-z0-9\\-._~!$&'()+,;=:@]|%[0-9A-Fa-f]{2})+";
const PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
const ENCODED_SEPARATOR = /%(?:2[eEfF]|5[cC])/;

/** Why `value` is not a redirect path, or undefined when it is one. */
export function redirectPathProblem(value: string, options: { wildcard: boolean }): string | undefined {
  const bare = options.wildcard && value.endsWith('/*') ? value.slice(0, -1) : value;
  if (!bare.startsWith('/')) return 'must be a path starting with /';
  if (DOT_SEGMENT.test(bare)) return 'must not hold a `.` or `..` segment (a path that climbs out of its folder)';
  if (ENCODED_SEPARATOR.test(bare)) return 'must not hold an encoded dot, slash or backslash (%2e, %2f, %5c)';
  if (bare.includes('*'))
    return options.wildcard ? 'may hold `*` only at its end, as `/*`' : 'must be a route, without a wildcard';
  if (!PATH.test(bare)) {
    const bad = [...bare].find((char) => !/[A-Za-z0-9\-._~!$&'()+,;=:@%/]/.test(char));
    return bad === undefined
      ? 'must be a URL path: segments separated by single slashes, with % only before two hex digits'
      : `holds ${JSON.stringify(bad)}, which a URL path cannot hold unencoded`;
  }
  return undefined;
}

/** A zod string that is a redirect path (`wildcard`: it may end in `/*`). */
export const redirectPath = (wildcard: boolean) =>
  z.string().superRefine((value, ctx) => {
    const problem = redirectPathProblem(value, { wildcard });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
