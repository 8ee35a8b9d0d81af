import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in hosted form service on 127.0.0.1: every POST to /f/<form> is recorded with its
 * fields (JSON from our widgets, urlencoded from a browser without JavaScript) and answered as the
 * test's scenario says: ok, an error status, a delay, or never (a hung connection). Tests run in
 * parallel, so scenarios and records are keyed by a marker the test puts in a field (a unique
 * email address). It also serves third-party "partner" pages that embed our widgets.
 */
export interface MockForms {
  url: string;
  close(): Promise<void>;
}

export interface Submission {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

export type Answer =
  { kind: 'ok' } | { kind: 'status'; status: number } | { kind: 'delay'; ms: number } | { kind: 'hang' };

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseFields(contentType: string, body: string): Record<string, string> {
  if (contentType.startsWith('application/json')) return JSON.parse(body) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(body));
}

/** A partner's page on this (other) origin: hostile global CSS, `body`, then our embed script. */
function partnerPage(embedSrc: string, body: string, head = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<link rel="icon" href="data:,">
<style nonce="partner">* { all: unset } div { display: none !important } html { font-size: 40px; color: magenta; font-family: serif; line-height: 3 } button { background: lime }</style>
${head}</head><body>
<h1>Partner site</h1>
${body}
<script src="${embedSrc.replace(/"/g, '')}" async></script>
</body></html>`;
}

/** The partner's own analytics: a gtag that records its calls, and a listener for our consent event. */
const PARTNER_ANALYTICS = `<script nonce="partner">window.__gtagCalls = []; window.gtag = function () { window.__gtagCalls.push(Array.from(arguments)); };
window.__consentEvents = []; document.addEventListener('chinook:consent', function (e) { window.__consentEvents.push(e.detail); });</script>`;

/** The heading of the page the stand-in service answers a browser's plain form post with. */
export const RECEIVED_HEADING = 'Thanks, we got your message';
/** The partner page's own link that reopens our consent banner (it carries data-chinook-consent-open). */
export const PARTNER_CONSENT_LINK = 'Cookie settings';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function startMockForms(policyFor: (documented: string) => string = () => ''): Promise<MockForms> {
  const received: Submission[] = [];
  const scenarios = new Map<string, Answer>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const json = (value: unknown, status = 200) =>
      res.writeHead(status, { 'Content-Type': 'application/json', ...CORS }).end(JSON.stringify(value));
    const html = (text: string, headers: Record<string, string> = {}) =>
      res.writeHead(200, { 'Content-Type': 'text/html', ...headers }).end(text);
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    if (url.pathname === '/__control/scenario' && req.method === 'POST') {
      const { match, answer } = JSON.parse(await readBody(req)) as { match: string; answer: Answer };
      scenarios.set(match, answer);
      return json({ ok: true });
    }
    if (url.pathname === '/__control/received') {
      const match = url.searchParams.get('match') ?? '';
      return json(received.filter((s) => Object.values(s.fields).includes(match)));
    }
    if (url.pathname.startsWith('/f/') && req.method === 'POST')
      return answerSubmission(req, res, url.pathname, received, scenarios);
    if (url.pathname === '/partner') {
      const embed = url.searchParams.get('embed') ?? '';
      const attributes = JSON.parse(url.searchParams.get('attrs') ?? '{}') as Record<string, string>;
      const attrs = Object.entries(attributes)
        .map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`)
        .join('');
      const widget = url.searchParams.get('widget') ?? '';
      const body = `<div id="widget" data-chinook-widget="${escapeAttribute(widget)}"${attrs}></div><p><a href="#" data-chinook-consent-open>${PARTNER_CONSENT_LINK}</a></p>`;
      const policy = url.searchParams.get('csp');
      return html(
        partnerPage(embed, body, PARTNER_ANALYTICS),
        policy ? { 'Content-Security-Policy': policyFor(policy) } : {},
      );
    }
    return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answerSubmission(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  received: Submission[],
  scenarios: Map<string, Answer>,
): Promise<void> {
  const contentType = req.headers['content-type'] ?? '';
  const fields = parseFields(contentType, await readBody(req));
  received.push({ path, contentType, fields });
  const answer = Object.values(fields)
    .map((v) => scenarios.get(v))
    .find(Boolean) ?? { kind: 'ok' };
  const plain = !contentType.startsWith('application/json');
  // A browser without JavaScript gets the service's thank-you page; our widgets get JSON (never read).
  const reply = (status: number): void => {
    if (plain)
      res
        .writeHead(status, { 'Content-Type': 'text/html' })
        .end(`<!DOCTYPE html><title>Received</title><link rel="icon" href="data:,"><h1>${RECEIVED_HEADING}</h1>`);
    else
      res.writeHead(status, { 'Content-Type': 'application/json', ...CORS }).end(JSON.stringify({ ok: status < 300 }));
  };
  if (answer.kind === 'hang') return;
  if (answer.kind === 'status') reply(answer.status);
  else if (answer.kind === 'delay') setTimeout(() => reply(200), answer.ms);
  else reply(200);
}

/** The test side: set a scenario for submissions carrying `match`, and read what arrived. */
export function formsMock(base = process.env.MOCK_FORMS_URL!) {
  return {
    url: (path: string) => `${base}${path}`,
    async answer(match: string, answer: Answer): Promise<void> {
      await fetch(`${base}/__control/scenario`, { method: 'POST', body: JSON.stringify({ match, answer }) });
    },
    async received(match: string): Promise<Submission[]> {
      return (await (
        await fetch(`${base}/__control/received?match=${encodeURIComponent(match)}`)
      ).json()) as Submission[];
    },
  };
}

let counter = 0;
/** A unique email address for one test: the marker of its submissions. */
export const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${(counter += 1)}@example.com`;
