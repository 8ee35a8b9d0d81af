import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the dev server tells open pages. */
export type DevEvent =
  | { type: 'reload' }
  | { type: 'css' }
  | { type: 'error'; problems: { where: string; message: string; hint?: string }[] }
  | { type: 'ok' };

/**
 * Server-sent events to every open page (`/__site/events`): the browser's EventSource
 * reconnects by itself, so a restarted server is picked up too. The last error is replayed to
 * pages that connect while it stands, so a reload does not hide it.
 */
export class EventHub {
  private readonly clients = new Set<ServerResponse>();
  private standing: DevEvent | undefined;
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
    if (this.standing) res.write(frame(this.standing));
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(event: DevEvent): void {
    this.standing = event.type === 'error' ? event : undefined;
    this.write(frame(event));
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
