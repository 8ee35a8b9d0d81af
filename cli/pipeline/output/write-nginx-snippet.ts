import type { Header, HeaderRule } from './header-rules';
import { ruleCovers, ruleFolder } from './header-rules';
import type { HostRedirect } from './host-redirects';

/**
 * A string nginx reads as itself: quoted, with `"` and `\` escaped. nginx reads `$` as a
 * variable in a value and has no escape for it, so it is written `%24`: the same character to a
 * URL, and to a CSP source path, which browsers compare percent-decoded.
 */
const quote = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`).replaceAll('$', '%24')}"`;

// `always`: on every answer (404s and redirects included), as `_headers` gives them.
const addHeaders = (headers: readonly Header[], indent: string) =>
  headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;\n`).join('');

// Clean URLs: a file by its name, then `<path>.html`, then `<path>/index.html`. A folder with no
// index.html answers 403 in nginx; it is a miss here, as on the other hosts.
const SERVE = '  try_files $uri $uri.html $uri/index.html =404;\n';
const notFound = (page: string, indent = '') => `${indent}error_page 403 404 =404 ${quote(page)};\n`;

export interface NginxSnippetInput {
  rules: readonly HeaderRule[];
  redirects: readonly HostRedirect[];
  /** Sections with a not-found page of their own (`/cloud`, whose page is /cloud/404.html). */
  notFoundSections: readonly string[];
  /** Files of the hosts' configuration, never served. */
  hostFiles: readonly string[];
  brand: string;
}

/** One location per folder that a header rule or a section's not-found page names. */
function folderLocations({ rules, notFoundSections }: NginxSnippetInput): string[] {
  const everywhere = rules.filter((r) => ruleFolder(r) === '/');
  const folders = [
    ...new Set([...rules.map(ruleFolder).filter((folder) => folder !== '/'), ...notFoundSections.map((s) => `${s}/`)]),
  ].sort();
  return folders.map((folder) => {
    // nginx takes a location's own add_header lines and drops the server's once it has any:
    // a folder with headers of its own repeats every rule that covers it.
    const covering = rules.filter((r) => ruleCovers(r, folder));
    const headers = covering.length > everywhere.length ? covering.flatMap((r) => r.headers) : [];
    const section = notFoundSections.filter((s) => folder.startsWith(`${s}/`)).sort((a, b) => b.length - a.length)[0];
    return `location ${quote(folder)} {\n${addHeaders(headers, '  ')}${section ? notFound(`${section}/404.html`, '  ') : ''}${SERVE}}\n`;
  });
}

function redirectLocations(redirects: readonly HostRedirect[]): string[] {
  const exact = new Set(redirects.filter((r) => !r.below).map((r) => r.from));
  return redirects.flatMap((r) => {
    const to = `{ return 301 ${quote(r.to)}; }\n`;
    if (!r.below) return [`location = ${quote(r.from)} ${to}`];
    const bare = r.from.slice(0, -1);
    return [
      ...(bare && !exact.has(bare) ? [`location = ${quote(bare)} ${to}`] : []),
      `location ^~ ${quote(r.from)} ${to}`,
    ];
  });
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The nginx rules for the site, to `include` inside the `server` block whose `root` is the
 * output folder: the headers of `_headers`, the redirects of `_redirects` plus each route's
 * other slash form, clean URLs, the nearest not-found page with status 404, and no hosts' files
 * or dotfiles served. Its header comment says how to include it.
 */
export function renderNginxSnippet(input: NginxSnippetInput): string {
  const everywhere = input.rules.filter((r) => ruleFolder(r) === '/').flatMap((r) => r.headers);
  const hostFiles = input.hostFiles.map(escapeRegex).join('|');
  return `# ${input.brand}: nginx rules written by \`site build\` (docs/deploying.md, "nginx"). Include them in
# the server block that serves this folder, and build again rather than editing them:
#
#   server {
#       listen 443 ssl;
#       server_name example.com;
#       root /srv/site/dist;
#       include /srv/site/dist/nginx.conf;
#   }
#
# The server block's own add_header and error_page lines would replace these: keep them out of it.

# Redirects say only the path, so they hold behind a proxy that speaks HTTPS for this server.
absolute_redirect off;

# The headers every answer gets.
${addHeaders(everywhere, '')}
# A miss gets the site's not-found page, with status 404.
${notFound('/404.html')}
location / {
${SERVE}}

# Folders with headers or a not-found page of their own.
${folderLocations(input).join('')}
# Redirects: the site's rules, then each route's other form (/about/ -> /about).
${redirectLocations(input.redirects).join('')}
# The hosts' configuration and dotfiles are not part of the site (RFC 8615's /.well-known/ is).
location ~ ^/(?:${hostFiles})$ { return 404; }
location ~ /\\.(?!well-known(?:/|$)) { return 404; }
`;
}
