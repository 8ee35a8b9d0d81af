import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv from 'ajv';
import { cleanUrlsSchema, headersSchema, redirectsSchema, trailingSlashSchema } from '@vercel/routing-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_FILES, VERCEL_CONFIG_FILE, VERCEL_IGNORE_FILE } from '../../../../../cli/lib/output-names';
import { hostRedirects } from '../../../../../cli/pipeline/output/host-redirects';
import { renderVercelConfig } from '../../../../../cli/pipeline/output/write-vercel-config';
import { buildRealSite, type HostRules } from '../../../../support/host-rules';
import { vercelAnswer, vercelRoutes, type VercelConfig } from '../../../../support/vercel-routes';

const ajv = new Ajv({ allErrors: true });
/** The keys of vercel.json the build writes, with the schemas Vercel's router ships for them. */
const validate = ajv.compile({
  type: 'object',
  additionalProperties: false,
  properties: {
    cleanUrls: cleanUrlsSchema,
    trailingSlash: trailingSlashSchema,
    headers: headersSchema,
    redirects: redirectsSchema,
  },
});

/**
 * vercel.json, read by Vercel's own router (`@vercel/routing-utils`), against `_headers` and
 * `_redirects` read as Cloudflare reads them: on every route in both forms, every redirect and a
 * file below each header folder, the same redirects and the same headers.
 */
describe('vercel.json', () => {
  let built: Awaited<ReturnType<typeof buildRealSite>>;
  let rules: HostRules;
  let config: VercelConfig;
  const read = (file: string) => readFile(path.join(built.dist, file), 'utf8');

  beforeAll(async () => {
    built = await buildRealSite();
    rules = built.rules;
    config = JSON.parse(await read(VERCEL_CONFIG_FILE)) as VercelConfig;
  }, 120_000);
  afterAll(() => built?.remove());

  it('has the shape Vercel takes, and its router reads it without an error', () => {
    expect(validate(config), ajv.errorsText(validate.errors)).toBe(true);
    expect(config.cleanUrls).toBe(true);
    // Routes of both forms (/about, /sample-page/): each keeps its own, no slash setting forces one.
    expect(config.trailingSlash).toBeUndefined();
    expect(() => vercelRoutes(config)).not.toThrow();
    // The checks bite: a redirect without a destination, a source Vercel cannot compile.
    expect(validate({ redirects: [{ source: '/a' }] })).toBe(false);
    expect(() => vercelRoutes({ redirects: [{ source: '/a(', destination: '/b' }] })).toThrow(/invalid_redirect/);
  });

  it('redirects where _redirects sends, keeps each route in its form, and sends the headers of _headers', () => {
    const routes = vercelRoutes(config);
    expect(rules.differences((p) => vercelAnswer(routes, p))).toEqual([]);
    // Every rule of both files was met on the way.
    for (const rule of rules.redirects.filter((r) => r.status === 301))
      expect(
        rules.paths.some((p) => rules.expected(p).location === rule.to),
        rule.from,
      ).toBe(true);
    for (const rule of rules.headers)
      expect(
        rules.paths.some((p) => rule.set.every(({ name }) => rules.expected(p).headers.has(name.toLowerCase()))),
        rule.source,
      ).toBe(true);
    // cleanUrls: a page's file name redirects to its route.
    expect(vercelAnswer(routes, '/about.html').location).toBe('/about');
  });

  it('keeps every other host file out of a Vercel deploy (.vercelignore)', async () => {
    const ignored = (await read(VERCEL_IGNORE_FILE)).split('\n').filter((l) => l && !l.startsWith('#'));
    const others = [...HOST_FILES, '_headers', '_redirects'].filter(
      (f) => f !== VERCEL_CONFIG_FILE && f !== VERCEL_IGNORE_FILE,
    );
    expect(ignored).toEqual(expect.arrayContaining(others.map((f) => `/${f}`)));
  });

  it('takes paths with characters that are syntax to Vercel as they are', () => {
    const odd = ['/a(b)', '/c:d', '/e+f*', '/g{h}?'];
    const redirects = hostRedirects(
      [
        ...odd.map((from, i) => ({ from, to: `/to-${i}`, wildcard: false })),
        { from: '/old(1)/*', to: '/x:y', wildcard: true },
      ],
      [],
    );
    const routes = vercelRoutes(JSON.parse(renderVercelConfig([], redirects)) as VercelConfig);
    for (const [i, from] of odd.entries()) expect(vercelAnswer(routes, from).location, from).toBe(`/to-${i}`);
    expect(vercelAnswer(routes, '/old(1)/deep/path').location).toBe('/x%3Ay');
    expect(vercelAnswer(routes, '/old(1)').location).toBe('/x%3Ay');
    expect(vercelAnswer(routes, '/old(12)').location).toBeUndefined();
  });
});
