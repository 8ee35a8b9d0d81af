import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mergeDirectives, parsePolicy, serializePolicy } from '../../templates/csp';
import { checkerPartnerPage } from './checker-partner';
import { createPageSpeedHandler } from './mock-pagespeed';

/**
 * Stand-ins for the external services, on 127.0.0.1 and a free port: the analytics script,
 * the scheduler's popup script and page, and a third-party "partner" page (another origin)
 * with hostile CSS that embeds our widget.
 */
export interface MockServices {
  url: string;
  close(): Promise<void>;
}

/** What the stand-in scheduler shows: its popup dialog, the iframe inside it and the page's heading. */
export const MOCK_SCHEDULER = Object.freeze({
  popup: 'Scheduling popup',
  frame: 'Scheduling page',
  heading: 'Pick a time',
});

const ANALYTICS_STUB = 'window.__gtagLoads = (window.__gtagLoads || 0) + 1;';

const SCHEDULER_STUB = `window.Calendly = { initPopupWidget: function (options) {
  var popup = document.createElement('section');
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-label', ${JSON.stringify(MOCK_SCHEDULER.popup)});
  popup.textContent = 'Scheduling ' + options.url;
  var frame = document.createElement('iframe');
  frame.src = options.url;
  frame.title = ${JSON.stringify(MOCK_SCHEDULER.frame)};
  popup.appendChild(frame);
  document.body.appendChild(popup);
} };`;

/** A partner's page: hostile global CSS, our element(s), then our script (once, or twice). */
function partnerPage(embedSrc: string, twice: boolean): string {
  const script = `<script src="${embedSrc.replace(/"/g, '')}" async></script>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<link rel="icon" href="data:,">
<style nonce="partner">* { all: unset } div { display: none !important } html { font-size: 40px; color: magenta; font-family: serif; line-height: 3 }</style>
<script nonce="partner">window.__globalsBefore = Object.keys(window);</script>
</head><body>
<h1>Partner site</h1>
<div id="full" data-chinook-widget="booking"></div>
<div id="compact" data-chinook-widget="booking" data-variant="compact"></div>
${script}${twice ? script : ''}
</body></html>`;
}

/**
 * A strict partner policy: nothing by default, the partner's own inline code by nonce, plus
 * the entries our /embed page documents (passed in the `csp` parameter).
 */
export function partnerPolicy(documented: string): string {
  const strict = parsePolicy(
    "default-src 'none'; script-src 'nonce-partner'; style-src 'nonce-partner'; img-src data:",
  );
  return serializePolicy(mergeDirectives(strict, parsePolicy(documented)));
}

export async function startMockServices(): Promise<MockServices> {
  const pagespeed = createPageSpeedHandler();
  const server = createServer((req, res) => {
    if (pagespeed.handle(req, res, '/pagespeed')) return;
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const send = (type: string, body: string, status = 200) =>
      res.writeHead(status, { 'Content-Type': type }).end(body);
    if (url.pathname === '/gtag/js') return send('text/javascript', ANALYTICS_STUB);
    if (url.pathname === '/scheduler/widget.js') return send('text/javascript', SCHEDULER_STUB);
    if (url.pathname === '/schedule') {
      return send(
        'text/html',
        `<!DOCTYPE html><title>Schedule</title><link rel="icon" href="data:,"><h1>${MOCK_SCHEDULER.heading}</h1>`,
      );
    }
    if (url.pathname === '/partner') {
      const policy = url.searchParams.get('csp');
      if (policy) res.setHeader('Content-Security-Policy', partnerPolicy(policy));
      return send('text/html', partnerPage(url.searchParams.get('embed') ?? '', url.searchParams.has('twice')));
    }
    if (url.pathname === '/checker-partner') {
      const policy = url.searchParams.get('csp');
      if (policy) res.setHeader('Content-Security-Policy', partnerPolicy(policy));
      return send(
        'text/html',
        checkerPartnerPage(url.searchParams.get('embed') ?? '', JSON.parse(url.searchParams.get('attrs') ?? '{}')),
      );
    }
    return send('text/plain', 'not found', 404);
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
