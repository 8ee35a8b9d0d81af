import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the coding's framing costs about what it saves; CDNs use thresholds of the same order. */
export const MIN_COMPRESS_BYTES = 1024;
/** Above this, files are sent uncompressed rather than held in memory whole (text this big is rare in dist/). */
export const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;

const COMPRESSIBLE =
  /^(text\/|image\/svg\+xml$|application\/(javascript|ecmascript|json|xml|manifest\+json|[\w.-]+\+(json|xml))$)/;

/** True for the media types worth compressing: text, JavaScript, JSON, XML, SVG, web manifests. */
export function isCompressible(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return COMPRESSIBLE.test(mediaType);
}

/**
 * Compresses a body off the main thread. Brotli runs at quality 5, not the default 11: the result
 * is cached, but the first request for each asset should not wait a second or more for it, and
 * quality 11 also needs far more memory while it works.
 */
export function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
