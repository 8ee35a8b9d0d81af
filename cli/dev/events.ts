import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the dev server tells open pages. */
export type DevEvent =
  | { type: 'reload' }
  | { type: 'css' }
  | { type: 'error'; problems: { where: string; message: string; hint?: string }[] }
  | { type: 'ok' }
  /** First to a page that connects: the builds so far (see EventHub.builds). */
  | { type: 'hello'; builds: number };

/**
 * Server-sent events to every open page (`/__site/events`): the browser's EventSource
 * reconnects by itself, so a restarted server is picked up too. The last error is replayed to
 * pages that connect while it stands, so a reload does not hide it.
 *
 * A page connects a moment after it loads: a build that finishes in between (an editor saving
 * twice in a row) tells no one. So each page is served with the number of builds that changed the
 * site so far (`Server-Timing: builds;desc="N"`, see servedAt), and each connection starts with the
 * number now: a page served before the last such build reloads.
 */
export class EventHub {
  private readonly clients = new Set<ServerResponse>();
  private standing: DevEvent | undefined;
  /** Builds that told pages to reload or swap their styles. */
  private builds = 0;
  private readonly heartbeat = setInterval(() => this.write(': keep-alive\n\n'), 15_000);

  constructor() {
    this.heartbeat.unref();
  }

  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    res.write('retry: 500\n\n');
    res.write(frame({ type: 'hello', builds: this.builds }));
    if (this.standing) res.write(frame(this.standing));
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(event: DevEvent): void {
    this.standing = event.type === 'error' ? event : undefined;
    if (event.type === 'reload' || event.type === 'css') this.builds += 1;
    this.write(frame(event));
  }

  /** Marks a page being served with the builds so far, for its client to compare on connecting. */
  servedAt(res: ServerResponse): void {
    res.setHeader('Server-Timing', `builds;desc="${this.builds}"`);
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private write(chunk: string): void {
    for (const client of this.clients) client.write(chunk);
  }
}

const frame = (event: DevEvent) => `data: ${JSON.stringify(event)}\n\n`;
