import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import type { Encoding } from './accept-encoding';

const CHUNK = 64 * 1024;

/** Reads `size` bytes from the start of an open file, without moving its position. */
export async function readAll(handle: FileHandle, size: number): Promise<Buffer> {
  const buffer = Buffer.alloc(size);
  let offset = 0;
  while (offset < size) {
    const { bytesRead } = await handle.read(buffer, offset, size - offset, offset);
    if (bytesRead === 0) break;
    offset += bytesRead;
  }
  return buffer.subarray(0, offset);
}

/** A content hash of an open file (sha256, 132 bits of base64url), read in chunks so big files cost no memory. */
export async function hashFile(handle: FileHandle, size: number): Promise<string> {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(Math.min(CHUNK, Math.max(size, 1)));
  let offset = 0;
  while (offset < size) {
    const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, size - offset), offset);
    if (bytesRead === 0) break;
    hash.update(chunk.subarray(0, bytesRead));
    offset += bytesRead;
  }
  return hash.digest('base64url').slice(0, 22);
}

/**
 * A strong ETag for one representation: the content hash, plus the coding when compressed,
 * so a cache never answers a gzip request with a stored brotli body (RFC 9110 §8.8.3.3).
 */
export function etagFor(hash: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * If-None-Match for GET and HEAD (RFC 9110 §13.1.2): true when the header is `*` or lists a tag
 * equal to `etag` under the weak comparison, which ignores the `W/` prefix on either side.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = header.trim();
  if (value === '*') return true;
  const tags = value.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaque(tag) === opaque(etag));
}
