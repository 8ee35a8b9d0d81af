import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProxyConfig, ProxyEnv } from '../../../../edge/pagespeed/config';
import { createPageSpeedProxy, type ProxyOptions } from '../../../../edge/pagespeed/handler';
import type { Quota } from '../../../../edge/pagespeed/quota';
import { errorEnvelope, fixtureResponse } from '../../../support/pagespeed-fixture';
import { CONNECTION_FAILED, failureMessage } from '../../../../widgets/checker/analysis-errors';
import { fetchPageSpeed } from '../../../../widgets/checker/pagespeed-client';

const SITE = 'https://chinook.example';
const KEY = 'AIzaSyProxySecret_0123456789abcdef';
const UPSTREAM = 'https://psi.example/pagespeedonline/v5/runPagespeed';
const CONFIG: ProxyConfig = {
  route: '/api/pagespeed',
  siteOrigin: SITE,
  allowedOrigins: ['https://partner.example'],
  quota: 3,
  upstream: UPSTREAM,
};
const ENV: ProxyEnv = { PAGESPEED_API_KEY: KEY };

/** A fake upstream: answers with `reply` (the fixture by default) and logs every URL it was asked for. */
function upstream(
  reply: (url: URL) => Response | Promise<Response> = (url) =>
    Response.json(fixtureResponse(url.searchParams.get('strategy') as 'mobile', url.searchParams.get('url')!)),
) {
  const calls: URL[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input);
    calls.push(url);
    return reply(url);
  });
  return { fetch, calls };
}

function proxy(options: ProxyOptions & { config?: Partial<ProxyConfig> } = {}) {
  let now = Date.parse('2025-11-25T10:00:00Z');
  const up = options.fetch ? undefined : upstream();
  const handler = createPageSpeedProxy(
    { ...CONFIG, ...options.config },
    { now: () => now, ...(up ? { fetch: up.fetch } : {}), ...options },
  );
  return {
    handler,
    calls: up?.calls ?? [],
    advance: (ms: number) => void (now += ms),
    ask: (query: string, init: RequestInit & { client?: string } = {}, env: ProxyEnv = ENV) =>
      handler.fetch(
        new Request(`${SITE}/api/pagespeed?${query}`, {
          ...init,
          headers: { 'CF-Connecting-IP': init.client ?? '203.0.113.7', ...(init.headers as Record<string, string>) },
        }),
        env,
      ),
  };
}
const analyse = (url: string, strategy = 'mobile') => `url=${encodeURIComponent(url)}&strategy=${strategy}`;
const message = async (response: Response) =>
  ((await response.json()) as { error: { code: number; message: string } }).error;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the address', () => {
  it.each([
    ['', 'Enter the address'],
    ['ftp://example.com/', 'must start with http:// or https://'],
    ['javascript:alert(1)', 'must start with http:// or https://'],
    ['not a url', 'not a valid web address'],
    ['https://user:pw@example.com/', 'user name or password'],
    ['http://localhost:8080/', 'not a name without a domain'],
    ['http://intranet/', 'not a name without a domain'],
    ['http://app.localhost/', 'private network'],
    ['http://printer.local/', 'private network'],
    ['http://127.0.0.1/', 'private or reserved IP'],
    ['http://2130706433/', 'private or reserved IP'],
    ['http://0x7f.1/', 'private or reserved IP'],
    ['http://10.1.2.3/', 'private or reserved IP'],
    ['http://172.16.0.1/', 'private or reserved IP'],
    ['http://192.168.1.1/', 'private or reserved IP'],
    ['http://169.254.169.254/latest/meta-data/', 'private or reserved IP'],
    ['http://100.64.0.1/', 'private or reserved IP'],
    ['http://0.0.0.0/', 'private or reserved IP'],
    ['http://[::1]/', 'private or reserved IP'],
    ['http://[::]/', 'private or reserved IP'],
    ['http://[fe80::1]/', 'private or reserved IP'],
    ['http://[fd12:3456::1]/', 'private or reserved IP'],
    ['http://[::ffff:127.0.0.1]/', 'private or reserved IP'],
    ['http://[::ffff:10.0.0.1]/', 'private or reserved IP'],
    ['http://[2001:db8::1]/', 'private or reserved IP'],
    ['http://[ff02::1]/', 'private or reserved IP'],
    [`https://example.com/${'a'.repeat(2049 - 'https://example.com/'.length)}`, 'at most 2,048 characters'],
  ])('%s is refused with a 400 the checker can show', async (url, text) => {
    const { ask, calls } = proxy();
    const response = await ask(analyse(url));
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const error = await message(response);
    expect(error.code).toBe(400);
    expect(error.message).toContain(text);
    expect(calls).toHaveLength(0);
  });

  it.each([
    'https://example.com',
    'http://8.8.8.8/',
    'http://[2606:4700::1111]/',
    `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`,
  ])('%s is analysed', async (url) => {
    const { ask } = proxy();
    expect((await ask(analyse(url))).status).toBe(200);
  });

  it('refuses a strategy other than mobile or desktop', async () => {
    const response = await proxy().ask('url=https://example.com&strategy=tablet');
    expect(response.status).toBe(400);
    expect((await message(response)).message).toContain('mobile or desktop');
  });
});

describe('the upstream request', () => {
  it('asks the upstream for the four categories with the secret key, whatever categories and key the client sent', async () => {
    const { ask, calls } = proxy();
    const response = await ask(`${analyse('https://Example.com', 'desktop')}&category=seo&key=visitors-own`);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.origin + call.pathname).toBe(UPSTREAM);
    expect(call.searchParams.get('url')).toBe('https://example.com/');
    expect(call.searchParams.get('strategy')).toBe('desktop');
    expect(call.searchParams.getAll('category').sort()).toEqual([
      'accessibility',
      'best-practices',
      'performance',
      'seo',
    ]);
    expect(call.searchParams.getAll('key')).toEqual([KEY]);
  });

  it('sends no key when the secret is not set, and PAGESPEED_UPSTREAM replaces the baked endpoint', async () => {
    const { ask, calls } = proxy();
    await ask(analyse('https://example.com'), {}, { PAGESPEED_UPSTREAM: 'http://127.0.0.1:9/mock/runPagespeed' });
    expect(calls[0]!.searchParams.has('key')).toBe(false);
    expect(calls[0]!.href).toMatch(/^http:\/\/127\.0\.0\.1:9\/mock\/runPagespeed\?/);
  });

  it("returns the upstream's JSON unchanged, with Age 0 and no-store", async () => {
    const { ask } = proxy();
    const response = await ask(analyse('https://example.com'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      JSON.parse(JSON.stringify(fixtureResponse('mobile', 'https://example.com/'))),
    );
    expect(response.headers.get('Age')).toBe('0');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('shared results', () => {
  it('answers the same address and strategy from the cache for 10 minutes, with its Age, without a second upstream run', async () => {
    const { ask, calls, advance } = proxy();
    const first = await (await ask(analyse('https://example.com'))).text();
    advance(90_500);
    const again = await ask(analyse('https://example.com/'), { client: '198.51.100.20' });
    expect(again.status).toBe(200);
    expect(again.headers.get('Age')).toBe('90');
    expect(await again.text()).toBe(first);
    expect(calls).toHaveLength(1);
    await ask(analyse('https://example.com', 'desktop'));
    expect(calls).toHaveLength(2);
    advance(10 * 60_000);
    expect((await ask(analyse('https://example.com'))).headers.get('Age')).toBe('0');
    expect(calls).toHaveLength(3);
  });

  it('shares a run in flight: a second request for the same address waits for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const up = upstream(async (url) => {
      await gate;
      return Response.json(fixtureResponse('mobile', url.searchParams.get('url')!));
    });
    const { ask } = proxy({ fetch: up.fetch });
    const both = Promise.all([
      ask(analyse('https://example.com')),
      ask(analyse('https://example.com'), { client: '198.51.100.20' }),
    ]);
    release();
    expect((await both).map((r) => r.status)).toEqual([200, 200]);
    expect(up.calls).toHaveLength(1);
  });

  it('never shares a failure or a 200 without a lighthouseResult', async () => {
    const up = upstream(() => Response.json({ kind: 'pagespeedonline#result' }));
    const { ask } = proxy({ fetch: up.fetch });
    await ask(analyse('https://example.com'));
    await ask(analyse('https://example.com'));
    expect(up.calls).toHaveLength(2);
  });
});

describe('the quota', () => {
  it('allows N analyses per client address in 10 minutes, then 429 with Retry-After until the oldest leaves the window', async () => {
    const { ask, advance, calls } = proxy();
    for (const [i, site] of ['a', 'b', 'c'].entries()) {
      // Mobile and desktop of one address are one analysis.
      expect((await ask(analyse(`https://${site}.example.com`))).status).toBe(200);
      expect((await ask(analyse(`https://${site}.example.com`, 'desktop'))).status).toBe(200);
      if (i === 0) advance(60_000);
    }
    const refused = await ask(analyse('https://d.example.com'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('540');
    expect((await message(refused)).message).toMatch(/3 websites per 10 minutes/);
    expect(calls).toHaveLength(6);
    // Shared results stay free, and another address has its own quota.
    expect((await ask(analyse('https://a.example.com'))).status).toBe(200);
    expect((await ask(analyse('https://d.example.com'), { client: '198.51.100.20' })).status).toBe(200);
    advance(10 * 60_000 - 60_000 - 1_000);
    expect((await ask(analyse('https://e.example.com'))).headers.get('Retry-After')).toBe('1');
    advance(1_000);
    expect((await ask(analyse('https://e.example.com'))).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, and a local client by the adapter header', async () => {
    const { handler } = proxy({ config: { quota: 1 } });
    const from = (client: Record<string, string>, site: string) =>
      handler.fetch(new Request(`${SITE}/api/pagespeed?${analyse(site)}`, { headers: client }), ENV);
    expect((await from({ 'CF-Connecting-IP': '2001:4860:1:2::1' }, 'https://a.example')).status).toBe(200);
    expect((await from({ 'CF-Connecting-IP': '2001:4860:1:2:ffff::9' }, 'https://b.example')).status).toBe(429);
    expect((await from({ 'X-Client-Address': '127.0.0.1' }, 'https://c.example')).status).toBe(200);
    expect((await from({ 'X-Client-Address': '127.0.0.1' }, 'https://d.example')).status).toBe(429);
  });

  it('asks a quota that answers later (a Durable Object) before the run, and lets another client share the run', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    // The first client is over quota, but its object answers only after the second client has asked.
    const quota: Quota = {
      take: async (client) => {
        asked.push(client);
        if (client !== '203.0.113.1') return undefined;
        await gate;
        return 30;
      },
    };
    const { ask, calls } = proxy({ quota: () => quota });
    const refused = ask(analyse('https://x.example'), { client: '203.0.113.1' });
    await vi.waitFor(() => expect(asked).toEqual(['203.0.113.1']));
    const waiting = ask(analyse('https://x.example'), { client: '203.0.113.2' });
    release();
    const answer = await refused;
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('30');
    // The run it waited on was refused to its starter: the second client asks its own quota, and runs once.
    expect((await waiting).status).toBe(200);
    expect(asked).toEqual(['203.0.113.1', '203.0.113.2']);
    expect(calls).toHaveLength(1);
  });
});

describe('upstream failures', () => {
  it("passes Google's 429 on with its Retry-After, or 60 when it gives none", async () => {
    for (const [given, expected] of [
      ['17', '17'],
      [undefined, '60'],
    ] as const) {
      const up = upstream(
        () =>
          new Response(errorEnvelope(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.'), {
            status: 429,
            headers: { 'Content-Type': 'application/json', ...(given ? { 'Retry-After': given } : {}) },
          }),
      );
      const response = await proxy({ fetch: up.fetch }).ask(analyse('https://example.com'));
      expect(response.status).toBe(429);
      expect(response.headers.get('Retry-After')).toBe(expected);
      expect((await message(response)).message).toBe('Quota exceeded.');
    }
  });

  it('passes other errors on with their status and body', async () => {
    const body = errorEnvelope(500, 'INTERNAL', 'Internal error encountered.');
    const up = upstream(
      () => new Response(body, { status: 500, headers: { 'Content-Type': 'application/json; charset=UTF-8' } }),
    );
    const response = await proxy({ fetch: up.fetch }).ask(analyse('https://example.com'));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(body);
  });

  it('answers 502 with a message when the upstream cannot be reached, and says nothing of the error', async () => {
    const up = upstream(() => Promise.reject(new TypeError(`fetch failed: ${UPSTREAM}?key=${KEY}`)));
    const response = await proxy({ fetch: up.fetch }).ask(analyse('https://example.com'));
    expect(response.status).toBe(502);
    const error = await message(response);
    expect(error).toMatchObject({ code: 502, message: expect.stringContaining('could not be reached') });
    expect(JSON.stringify(error)).not.toContain(KEY);
  });

  it('answers 504 when the upstream takes too long', async () => {
    const up = upstream(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    expect((await proxy({ fetch: up.fetch }).ask(analyse('https://example.com'))).status).toBe(504);
  });
});

describe('CORS', () => {
  it("echoes the site's own origin and allowed partners, and exposes Age and Retry-After", async () => {
    const { ask } = proxy();
    for (const origin of [SITE, 'https://partner.example']) {
      const response = await ask(analyse('https://example.com'), { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(response.headers.get('Access-Control-Expose-Headers')).toBe('Age, Retry-After');
      expect(response.headers.get('Vary')).toBe('Origin');
    }
    const sameOrigin = await ask(analyse('https://example.com'));
    expect(sameOrigin.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('refuses other origins with a 403 envelope, before any upstream run; a real origin may read why', async () => {
    const { ask, calls } = proxy();
    for (const origin of ['https://evil.example', 'null']) {
      const response = await ask(analyse('https://example.com'), { headers: { Origin: origin } });
      expect(response.status).toBe(403);
      // The refusal, and only the refusal, is readable by the page that asked (never by the opaque origin null).
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin === 'null' ? null : origin);
      expect((await message(response)).code).toBe(403);
    }
    expect(calls).toHaveLength(0);
  });

  it('the checker on a refused page shows the proxy\'s reason, not "Unable to connect"', async () => {
    const { ask } = proxy();
    const refusal = await ask(analyse('https://example.com'), { headers: { Origin: 'https://evil.example' } });
    // The browser hands the page this answer only because it names the page's origin (the test above).
    expect(refusal.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
    const shown = await fetchPageSpeed(
      'https://example.com',
      'mobile',
      { endpoint: `${SITE}/api/pagespeed`, fetch: async () => refusal.clone() },
      new AbortController().signal,
    ).catch((error: unknown) => failureMessage(error));
    expect(shown).toBe(`Website analysis failed: PageSpeed API error: 403 ${(await message(refusal.clone())).message}`);
    expect(shown).not.toBe(CONNECTION_FAILED);
  });

  it('answers a preflight from an allowed origin with 204, and refuses one from another', async () => {
    const { ask } = proxy();
    const preflight = (origin: string) =>
      ask('', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });
    const allowed = await preflight('https://partner.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, OPTIONS');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('answers only GET, HEAD and OPTIONS; HEAD without a body', async () => {
    const { ask } = proxy();
    const post = await ask(analyse('https://example.com'), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    const head = await ask(analyse('https://example.com'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('everything else', () => {
  it('goes to the static files (env.ASSETS), untouched', async () => {
    const assets = vi.fn(
      async (request: Request) => new Response(`static ${new URL(request.url).pathname}`, { status: 404 }),
    );
    const { handler, calls } = proxy();
    for (const path of ['/', '/api/pagespeed/', '/api/other', '/website-checker?url=x']) {
      const response = await handler.fetch(new Request(`${SITE}${path}`), { ...ENV, ASSETS: { fetch: assets } });
      expect(await response.text()).toBe(`static ${new URL(path, SITE).pathname}`);
    }
    expect(assets).toHaveBeenCalledTimes(4);
    expect(calls).toHaveLength(0);
  });
});

describe('the key', () => {
  it('never appears in any answer, even when the upstream echoes it', async () => {
    const echo = (url: URL, status: number) =>
      new Response(
        JSON.stringify({
          error: { code: status, message: `API key not valid: ${url.searchParams.get('key')} at ${url.href}` },
        }),
        { status, headers: { 'Retry-After': '5' } },
      );
    const logs = vi.spyOn(console, 'log');
    const warnings = vi.spyOn(console, 'warn');
    const errors = vi.spyOn(console, 'error');
    const answers: Response[] = [];
    for (const status of [400, 403, 429, 500])
      answers.push(
        await proxy({ fetch: upstream((url) => echo(url, status)).fetch }).ask(analyse('https://example.com')),
      );
    answers.push(
      await proxy({
        fetch: upstream((url) => Response.json({ lighthouseResult: { categories: {} }, echo: url.href })).fetch,
      }).ask(analyse('https://example.com')),
    );
    answers.push(
      await proxy({ fetch: upstream(() => Promise.reject(new Error(KEY))).fetch }).ask(analyse('https://example.com')),
    );
    for (const response of answers) {
      const text = await response.text();
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(encodeURIComponent(KEY));
      for (const [, value] of response.headers) expect(value).not.toContain(KEY);
    }
    for (const spy of [logs, warnings, errors]) expect(JSON.stringify(spy.mock.calls)).not.toContain(KEY);
  });
});
