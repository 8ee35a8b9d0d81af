import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorEnvelope, fixtureResponse } from './pagespeed-fixture';

/**
 * A stand-in for the PageSpeed Insights v5 API (GET .../runPagespeed?url=...&strategy=...&category=...),
 * answering as the real one does. What it does is chosen by the first label of the analysed
 * URL's host, so each test picks its failure by the address it types:
 *
 *   fail-400 / fail-429 / fail-500   that status with Google's error envelope, every time
 *   flaky-N                          500 for the first N requests of each strategy, then the fixture
 *   drop                             the connection is dropped without an answer, every time
 *   runtime-error                    200 whose lighthouseResult carries a runtimeError
 *   no-categories                    200 whose lighthouseResult has no categories
 *   slow-MS                          the fixture after MS milliseconds
 *   hang                             never answers (until the server closes)
 *   perfect                          every audit and category passes, no field data
 *   anything else                    the fixture (tests/support/pagespeed-fixture.ts)
 *
 * Every request is logged with its time; GET <base>/__log?host=H returns the log of one host.
 */
export interface PageSpeedRequest {
  at: number;
  /** The path the request came to (a partner's proxy has its own). */
  path: string;
  host: string;
  strategy: string;
  categories: string[];
  key: string | null;
  origin: string | null;
  status: number | 'dropped' | 'hung';
}

const ERRORS: Record<string, [number, string, string]> = {
  'fail-400': [
    400,
    'INVALID_ARGUMENT',
    'Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Details: net::ERR_CONNECTION_FAILED)',
  ],
  'fail-429': [
    429,
    'RESOURCE_EXHAUSTED',
    "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute' of service 'pagespeedonline.googleapis.com'.",
  ],
  'fail-500': [500, 'INTERNAL', 'Internal error encountered.'],
};
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'];

export function createPageSpeedHandler(options: { delayMs?: number } = {}) {
  const log: PageSpeedRequest[] = [];
  const seen = new Map<string, number>();
  const json = (res: ServerResponse, status: number, body: string): void =>
    void res
      .writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', 'Access-Control-Allow-Origin': '*' })
      .end(body);

  async function handle(req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
    const request = new URL(req.url ?? '/', 'http://mock.invalid');
    if (req.method === 'OPTIONS')
      return void res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }).end();
    if (request.pathname === `${base}/__log`)
      return json(res, 200, JSON.stringify(log.filter((r) => r.host === request.searchParams.get('host'))));
    const target = request.searchParams.get('url') ?? '';
    const strategy = request.searchParams.get('strategy') ?? '';
    const categories = request.searchParams.getAll('category');
    let host = '';
    try {
      host = new URL(target).hostname;
    } catch {
      /* reported below */
    }
    const entry: PageSpeedRequest = {
      at: Date.now(),
      path: request.pathname,
      host,
      strategy,
      categories,
      key: request.searchParams.get('key'),
      origin: req.headers.origin ?? null,
      status: 200,
    };
    log.push(entry);
    if (!host || !['mobile', 'desktop'].includes(strategy) || CATEGORIES.some((c) => !categories.includes(c))) {
      entry.status = 400;
      return json(
        res,
        400,
        errorEnvelope(
          400,
          'INVALID_ARGUMENT',
          `Invalid value at 'url' (${target}), strategy (${strategy}) or category (${categories.join(',')})`,
        ),
      );
    }
    const mode = host.split('.')[0]!;
    const count = (seen.get(`${host} ${strategy}`) ?? 0) + 1;
    seen.set(`${host} ${strategy}`, count);
    const delay = Number(/^slow-(\d+)$/.exec(mode)?.[1] ?? options.delayMs ?? 0);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));

    if (mode === 'hang') return void (entry.status = 'hung');
    if (mode === 'drop') {
      entry.status = 'dropped';
      return void req.socket.destroy();
    }
    const flaky = Number(/^flaky-(\d+)$/.exec(mode)?.[1] ?? 0);
    const error = ERRORS[mode] ?? (count <= flaky ? ERRORS['fail-500'] : undefined);
    if (error) {
      entry.status = error[0];
      return json(res, error[0], errorEnvelope(...error));
    }
    const response = fixtureResponse(strategy as 'mobile' | 'desktop', target, {
      perfect: mode === 'perfect',
      field: mode !== 'perfect',
    });
    if (mode === 'runtime-error') {
      response.lighthouseResult!.runtimeError = {
        code: 'NO_FCP',
        message:
          'The page did not paint any content. Please ensure you keep the browser window in the foreground during the load and try again. (NO_FCP)',
      };
      for (const category of Object.values(response.lighthouseResult!.categories!)) category!.score = null;
    }
    if (mode === 'no-categories') delete response.lighthouseResult!.categories;
    return json(res, 200, JSON.stringify(response));
  }

  return {
    log,
    /** Handles requests whose path starts with `base` (e.g. /pagespeed); returns false for others. */
    handle(req: IncomingMessage, res: ServerResponse, base = ''): boolean {
      if (!(req.url ?? '').startsWith(`${base}/`)) return false;
      void handle(req, res, base).catch(() => res.destroy());
      return true;
    },
  };
}

/** The mock as a server of its own on 127.0.0.1 (unit tests); `endpoint` is its runPagespeed URL. */
export async function startMockPageSpeed(options: { delayMs?: number } = {}) {
  const handler = createPageSpeedHandler(options);
  const server = createServer((req, res) => {
    if (!handler.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/pagespeedonline/v5/runPagespeed`,
    log: handler.log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
