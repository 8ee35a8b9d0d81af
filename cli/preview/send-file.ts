import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { chooseEncoding } from './accept-encoding';
import type { BoundedCache } from './bounded-cache';
import { compress, isCompressible, MAX_COMPRESS_BYTES, MIN_COMPRESS_BYTES } from './compress';
import { etagFor, hashFile, matchesIfNoneMatch, readAll } from './etag';
import { appendToken, headerMap, setHeader, toOutgoing, type HeaderMap } from './header-map';
import { contentType } from './mime';

/** What a static host sends when no `_headers` rule says otherwise: revalidate every time. */
export const DEFAULT_CACHE_CONTROL = 'no-cache';

export interface FileCaches {
  /** Content hash per file version (path, inode, size, mtime, ctime). */
  hashes: BoundedCache<string>;
  /** Compressed bodies by content hash and coding, bounded in bytes. */
  compressed: BoundedCache<Buffer>;
}

/** Applies the `_headers` rules that match the request to the host's own headers. */
export type WithRules = (base: HeaderMap) => HeaderMap;

// RFC 9110 §15.4.5: a 304 carries the validators and caching headers, not the body's metadata.
const NOT_IN_304 = ['content-type', 'content-length', 'content-encoding'];

/**
 * Sends one file: a strong ETag from its content, 304 when If-None-Match matches (200 only),
 * br or gzip when the client accepts it and the type is worth it, HEAD with GET's headers.
 * The file is opened once and everything is read from that descriptor, so a rebuild that
 * renames a new `dist/` into place mid-request cannot mix two versions. Returns false when the
 * file is gone (such a swap happened between resolving and opening it).
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  status: 200 | 404,
  file: string,
  withRules: WithRules,
  caches: FileCaches,
): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return false;
  let streaming = false;
  try {
    const info = await handle.stat();
    const hash = await caches.hashes.get(
      `${file}\0${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`,
      () => hashFile(handle, info.size),
    );
    const headers = withRules(headerMap({ 'Content-Type': contentType(file), 'Cache-Control': DEFAULT_CACHE_CONTROL }));
    const compressible = isCompressible(headers.get('content-type')?.value);
    const worthIt = compressible && info.size >= MIN_COMPRESS_BYTES && info.size <= MAX_COMPRESS_BYTES;
    const encoding = worthIt ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    // Every response that could have been compressed varies by Accept-Encoding, even when it was not.
    if (compressible) appendToken(headers, 'Vary', 'Accept-Encoding');

    if (status === 200) {
      const etag = etagFor(hash, encoding);
      setHeader(headers, 'ETag', etag);
      if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
        for (const name of NOT_IN_304) headers.delete(name);
        res.writeHead(304, toOutgoing(headers)).end();
        return true;
      }
    }
    const body =
      encoding === 'identity'
        ? undefined
        : await caches.compressed.get(`${hash}:${encoding}`, async () =>
            compress(await readAll(handle, info.size), encoding),
          );
    if (body) setHeader(headers, 'Content-Encoding', encoding);
    setHeader(headers, 'Content-Length', String(body?.length ?? info.size));
    res.writeHead(status, toOutgoing(headers));
    if (req.method === 'HEAD' || info.size === 0) res.end();
    else if (body) res.end(body);
    else {
      streaming = true;
      // The stream closes the handle when it ends or fails; a client that hangs up ends it too.
      pipeline(handle.createReadStream({ start: 0, end: info.size - 1 }), res, () => undefined);
    }
    return true;
  } finally {
    if (!streaming) await handle.close();
  }
}
