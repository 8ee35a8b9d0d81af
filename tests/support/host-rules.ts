import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '../../cli/pipeline/driver/build-site';
import { matchRedirect, parseRedirectsFile, type RedirectRule } from '../../cli/lib/redirects-file';
import { applyHeaderRules } from '../../cli/preview/header-rules';
import { parseHeadersFile, type HeaderRule } from '../../cli/preview/headers-file';
import { REPO_ROOT } from './fixtures';
import type { HostAnswer } from './host-answer';

/** `/a` <-> `/a/`; the root has one form. */
const otherForm = (route: string) =>
  route === '/' ? undefined : route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
const isNotFoundPage = (route: string) => /(^|\/)404$/.test(route);

/**
 * A build's `_headers` and `_redirects`, read as Cloudflare reads them (the preview server's
 * rules), and its routes: the reference every other host's rules are held to.
 */
export interface HostRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
  /** Every route in both forms, every redirect's path (a splat's with a path below it), a file below each header folder. */
  paths: string[];
  /** What Cloudflare answers: `_redirects` first, then a route's other form goes to the route, then `_headers`. */
  expected(pathname: string): HostAnswer;
  /** The paths where `host` answers otherwise, each with what it did. */
  differences(host: (pathname: string) => HostAnswer): string[];
}

export async function readHostRules(dist: string, routes: readonly string[]): Promise<HostRules> {
  const read = (file: string) => readFile(path.join(dist, file), 'utf8');
  const redirects = parseRedirectsFile(await read('_redirects'));
  const headersFile = parseHeadersFile(await read('_headers'));
  if (headersFile.problems.length) throw new Error(`_headers: ${JSON.stringify(headersFile.problems)}`);
  const headers = headersFile.rules;
  const pages = routes.filter((r) => !isNotFoundPage(r));
  const folders = headers.flatMap((r) => (/^\/\w[^*]*\/\*$/.test(r.source) ? [r.source.slice(0, -1)] : []));
  const files = await Promise.all(
    folders.map(async (folder) => `${folder}${(await readdir(path.join(dist, folder))).sort()[0]}`),
  );
  const paths = [
    ...new Set([
      ...pages,
      ...pages.flatMap((r) => otherForm(r) ?? []),
      ...redirects
        .filter((r) => r.status === 301)
        .flatMap((r) => (r.splat ? [`${r.from}some/old/Path`, r.from.slice(0, -1)] : [r.from])),
      ...files,
      '/favicon.svg',
    ]),
  ];

  const expected = (pathname: string): HostAnswer => {
    const rule = matchRedirect(pathname, redirects);
    if (rule) return { location: rule.to, headers: new Map() };
    const other = otherForm(pathname);
    if (!routes.includes(pathname) && other && routes.includes(other)) return { location: other, headers: new Map() };
    // The build's patterns are paths alone: any host name matches them.
    const sent = applyHeaderRules(headers, { path: pathname, hostname: 'site.invalid' }, new Map());
    return { headers: new Map([...sent].map(([name, { value }]) => [name, value])) };
  };

  const differences = (host: (pathname: string) => HostAnswer) =>
    paths.flatMap((pathname) => {
      const want = expected(pathname);
      const got = host(pathname);
      if (want.location !== undefined || got.location !== undefined)
        return got.location === want.location
          ? []
          : [`${pathname}: redirects to ${got.location}, not ${want.location}`];
      const a = JSON.stringify([...got.headers].sort());
      const b = JSON.stringify([...want.headers].sort());
      return a === b ? [] : [`${pathname}: headers ${a}, not ${b}`];
    });

  return { redirects, headers, paths, expected, differences };
}

/** The real site, built into a folder of its own: its output, its routes and their rules. */
export async function buildRealSite(): Promise<{ dist: string; rules: HostRules; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'host-rules-'));
  const dist = path.join(dir, 'dist');
  const result = await buildSite({ contentDir: path.join(REPO_ROOT, 'content'), outDir: dist });
  const rules = await readHostRules(
    dist,
    result.pages.map((p) => p.route),
  );
  return { dist, rules, remove: () => rm(dir, { recursive: true, force: true }) };
}
