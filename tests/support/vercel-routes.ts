import { getTransformedRoutes, type Route } from '@vercel/routing-utils';
import type { HostAnswer } from './host-answer';

/** The parts of vercel.json the build writes. */
export interface VercelConfig {
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  redirects?: { source: string; destination: string; permanent?: boolean }[];
}

/** vercel.json as Vercel's own router takes it (`@vercel/routing-utils`); throws what Vercel would refuse. */
export function vercelRoutes(config: VercelConfig): Route[] {
  const { routes, error } = getTransformedRoutes(config);
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return routes ?? [];
}

const fill = (template: string, match: RegExpExecArray) =>
  template.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '');

/**
 * What Vercel answers for a path before it looks for files: routes run in order; one that
 * `continue`s adds its headers, the first that redirects ends the walk (Vercel's proxy, as its
 * routes document it). A redirect carries no rule's headers, since the header routes come after.
 */
export function vercelAnswer(routes: readonly Route[], path: string): HostAnswer & { status?: number } {
  const headers = new Map<string, string>();
  for (const route of routes) {
    if ('handle' in route) break;
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    const set = Object.entries(route.headers ?? {});
    if (route.continue) {
      for (const [name, value] of set) headers.set(name.toLowerCase(), fill(value, match));
      continue;
    }
    const location = route.headers?.Location;
    if (route.status && location) return { status: route.status, location: fill(location, match), headers };
  }
  return { headers };
}
