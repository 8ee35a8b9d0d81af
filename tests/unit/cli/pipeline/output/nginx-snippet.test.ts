import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_FILES, NGINX_SNIPPET_FILE } from '../../../../../cli/lib/output-names';
import { hostRedirects } from '../../../../../cli/pipeline/output/host-redirects';
import { renderNginxSnippet } from '../../../../../cli/pipeline/output/write-nginx-snippet';
import { answerOf } from '../../../../support/host-answer';
import { buildRealSite, type HostRules } from '../../../../support/host-rules';
import { send } from '../../../../support/http';
import { NGINX, nginxTest, startNginx } from '../../../../support/nginx-server';
import { nginxAnswer, parseNginxSnippet } from '../../../../support/nginx-snippet';

const NOT_SERVED = [...HOST_FILES, '_headers', '_redirects'];

/**
 * The nginx snippet against `_headers` and `_redirects` read as Cloudflare reads them: first read
 * as nginx picks locations, then (where nginx is installed, as CI installs it) served by nginx.
 */
describe('the nginx snippet', () => {
  let built: Awaited<ReturnType<typeof buildRealSite>>;
  let rules: HostRules;
  let snippet: string;
  const snippetFile = () => path.join(built.dist, NGINX_SNIPPET_FILE);

  beforeAll(async () => {
    built = await buildRealSite();
    rules = built.rules;
    snippet = await readFile(snippetFile(), 'utf8');
  }, 120_000);
  afterAll(() => built?.remove());

  it('redirects where _redirects sends, keeps each route in its form, and sends the headers of _headers', () => {
    const parsed = parseNginxSnippet(snippet);
    expect(rules.differences((p) => nginxAnswer(parsed, p))).toEqual([]);
    for (const file of [...NOT_SERVED, '.hidden', 'assets/.hidden'])
      expect(nginxAnswer(parsed, `/${file}`).status, file).toBe(404);
    expect(nginxAnswer(parsed, '/.well-known/security.txt').status).toBeUndefined();
  });

  it('writes paths as nginx reads them, quotes and dollars included', () => {
    const redirects = hostRedirects(
      [
        { from: '/say-"hi"', to: '/a\\b', wildcard: false },
        { from: '/price', to: '/costs$5', wildcard: false },
      ],
      [],
    );
    const parsed = parseNginxSnippet(
      renderNginxSnippet({ rules: [], redirects, notFoundSections: [], hostFiles: [], brand: 'X' }),
    );
    expect(nginxAnswer(parsed, '/say-"hi"').location).toBe('/a\\b');
    // nginx would read $5 as a variable: %24 is the same path.
    expect(nginxAnswer(parsed, '/price').location).toBe('/costs%245');
  });

  describe.skipIf(!NGINX)('served by nginx (installed here)', () => {
    it('nginx -t accepts a server block that includes it', async () => {
      const result = await nginxTest(built.dist, snippetFile());
      expect(result.output).toMatch(/test is successful/);
      expect(result.output).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
      expect(result.ok).toBe(true);
    });

    it('answers every route, redirect and file as _redirects and _headers say, and misses with the nearest 404 page', async () => {
      const server = await startNginx(built.dist, snippetFile());
      try {
        const names = new Set(rules.headers.flatMap((r) => r.set.map(({ name }) => name.toLowerCase())));
        const answers = new Map(
          await Promise.all(rules.paths.map(async (p) => [p, await send(server.url, p, { method: 'HEAD' })] as const)),
        );
        // Status: a redirect is a 301, everything else on the list a file.
        const statuses = [...answers].filter(
          ([p, reply]) => reply.status !== (rules.expected(p).location === undefined ? 200 : 301),
        );
        expect(statuses.map(([p, reply]) => `${p}: ${reply.status}`)).toEqual([]);
        expect(rules.differences((p) => answerOf(answers.get(p)!, names))).toEqual([]);
        for (const file of NOT_SERVED) expect((await send(server.url, `/${file}`)).status, file).toBe(404);
        const page = (file: string) => readFile(path.join(built.dist, file), 'utf8');
        const miss = await send(server.url, '/no/such/page');
        expect([miss.status, miss.text]).toEqual([404, await page('404.html')]);
        // A section's own not-found page, which `_redirects` names for Netlify.
        for (const rule of rules.redirects.filter((r) => r.status === 404)) {
          const sectionMiss = await send(server.url, `${rule.from}no-such-page`);
          expect([sectionMiss.status, sectionMiss.text], rule.from).toEqual([404, await page(rule.to)]);
        }
        // A folder without an index page is a miss, as on the other hosts (nginx itself says 403).
        expect((await send(server.url, '/assets/')).status).toBe(404);
      } finally {
        await server.close();
      }
    }, 60_000);
  });
});
