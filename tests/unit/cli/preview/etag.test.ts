import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../../../../cli/preview/etag';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';
import { send } from '../../../support/http';
import { tempDist, type TempDist } from '../../../support/temp-dist';

describe('If-None-Match comparison (RFC 9110 §13.1.2, weak comparison)', () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['"x", "abc" , W/"y"', '"abc"', true],
    ['*', '"abc"', true],
    ['"abc-br"', '"abc"', false],
    ['"ab"', '"abc"', false],
    ['abc', '"abc"', false],
    ['', '"abc"', false],
  ])('%s against %s -> %s', (header, etag, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe('preview ETags and 304', () => {
  let dist: TempDist;
  let server: PreviewServer;

  beforeAll(async () => {
    dist = await tempDist({ 'index.html': '<h1>one</h1>', '404.html': 'gone', 'logo.png': Buffer.from([1, 2, 3]) });
    server = await startPreview({ root: dist.root, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await dist.remove();
  });

  it('sends the same strong ETag for the same content, and a different one for different content', async () => {
    const a = await send(server.url, '/');
    const b = await send(server.url, '/index.html');
    expect(a.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await send(server.url, '/logo.png')).headers.etag).not.toBe(a.headers.etag);
  });

  it.each([(tag: string) => tag, (tag: string) => `W/${tag}`, (tag: string) => `"other", ${tag}`, () => '*'])(
    'answers 304 with no body for a matching If-None-Match (%#)',
    async (header) => {
      const { headers } = await send(server.url, '/');
      const reply = await send(server.url, '/', { headers: { 'If-None-Match': header(String(headers.etag)) } });
      expect(reply.status).toBe(304);
      expect(reply.body.length).toBe(0);
      expect(reply.headers).toMatchObject({ etag: headers.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
      expect(reply.headers['content-type']).toBeUndefined();
      expect(reply.headers['content-length']).toBeUndefined();
    },
  );

  it('answers 200 for a tag that does not match, and HEAD revalidates like GET', async () => {
    expect((await send(server.url, '/', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    const { headers } = await send(server.url, '/');
    expect(
      (await send(server.url, '/', { method: 'HEAD', headers: { 'If-None-Match': String(headers.etag) } })).status,
    ).toBe(304);
  });

  it('never turns a 404 into a 304', async () => {
    const reply = await send(server.url, '/missing', { headers: { 'If-None-Match': '*' } });
    expect(reply.status).toBe(404);
    expect(reply.text).toBe('gone');
  });

  it('changes the ETag when the file changes, even with the same size and mtime', async () => {
    // Whole seconds, so restoring the mtime restores it exactly: only the inode's ctime tells.
    const file = path.join(dist.root, 'index.html');
    const then = new Date('2024-01-01T00:00:00Z');
    await utimes(file, then, then);
    const before = await send(server.url, '/');
    await dist.write('index.html', '<h1>two</h1>');
    await utimes(file, then, then);
    expect((await stat(file)).mtimeMs).toBe(then.getTime());
    const after = await send(server.url, '/', { headers: { 'If-None-Match': String(before.headers.etag) } });
    expect(after.status).toBe(200);
    expect(after.text).toBe('<h1>two</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await send(server.url, '/', { headers: { 'If-None-Match': String(after.headers.etag) } })).status).toBe(
      304,
    );
  });
});
