import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';
import { sendRaw } from '../../../support/http';
import { tempDist, type TempDist } from '../../../support/temp-dist';

// Unique markers: if either ever appears in a response, a file outside dist/ (or a dotfile) leaked.
const SECRET = 'TOP-SECRET-5f1c0e';
const DOT_SECRET = 'DOT-SECRET-a93b7d';

/** Request targets sent byte for byte; each must be refused with 400 or 404. */
const SPELLINGS: readonly string[] = [
  '/../secret.txt',
  '/../../secret.txt',
  '/blog/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2e/secret.txt',
  '/.%2e/secret.txt',
  '/%2e./secret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%2fsecret.txt',
  '/blog/..%2F..%2Fsecret.txt',
  '/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
  '/%2e%2e%5Csecret.txt',
  '/..\\secret.txt',
  '/\\..\\secret.txt',
  '/index.html%00.txt',
  '/..%00/secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%afsecret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/%%32%65%%32%65/secret.txt',
  '/%u002e%u002e/secret.txt',
  '/%E0%A4%A',
  '/./secret.txt',
  '/%2e/secret.txt',
  '//secret.txt',
  '//evil.example/../secret.txt',
  '../secret.txt',
  'secret.txt',
  '*',
  'http://127.0.0.1/../secret.txt',
  'http://evil.example/secret.txt',
  'file:///etc/passwd',
  '/.env',
  '/%2eenv',
  '/.git/config',
  '/link-out.txt',
  '/linked-dir/secret.txt',
  '/linked-dir/',
  '/..;/secret.txt',
];

describe('preview refuses every spelling of a path outside dist/', () => {
  let dist: TempDist;
  let server: PreviewServer;

  beforeAll(async () => {
    dist = await tempDist({
      'index.html': '<h1>home</h1>',
      'blog.html': '<h1>blog</h1>',
      '404.html': '<h1>not found</h1>',
      '.env': DOT_SECRET,
      '.git/config': DOT_SECRET,
      '.well-known/security.txt': 'Contact: mailto:security@example.com',
    });
    await writeFile(path.join(dist.dir, 'secret.txt'), SECRET);
    await mkdir(path.join(dist.dir, 'private'));
    await writeFile(path.join(dist.dir, 'private', 'secret.txt'), SECRET);
    await writeFile(path.join(dist.dir, 'private', 'index.html'), SECRET);
    await symlink(path.join(dist.dir, 'secret.txt'), path.join(dist.root, 'link-out.txt'));
    await symlink(path.join(dist.dir, 'private'), path.join(dist.root, 'linked-dir'));
    await symlink(path.join(dist.root, 'blog.html'), path.join(dist.root, 'link-in.html'));
    server = await startPreview({ root: dist.root, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await dist.remove();
  });

  it(`covers at least 20 spellings (${SPELLINGS.length})`, () => {
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(SPELLINGS)('GET %s -> 400 or 404, never a file outside dist/', async (target) => {
    const { status, response } = await sendRaw(server.url, `GET ${target} HTTP/1.1`);
    expect([400, 404]).toContain(status);
    expect(response).not.toContain(SECRET);
    expect(response).not.toContain(DOT_SECRET);
  });

  it('refuses a raw NUL and raw non-ASCII bytes in the request line', async () => {
    for (const target of ['/index.html\0/../secret.txt', '/\xc0\xae\xc0\xae/secret.txt']) {
      const { status, response } = await sendRaw(server.url, `GET ${target} HTTP/1.1`);
      expect(status).toBe(400);
      expect(response).not.toContain(SECRET);
    }
  });

  it('still serves what is inside: pages, /.well-known/, symlinks that stay inside dist/', async () => {
    expect(await sendRaw(server.url, 'GET /blog HTTP/1.1')).toMatchObject({
      status: 200,
      response: expect.stringContaining('<h1>blog</h1>'),
    });
    expect((await sendRaw(server.url, 'GET /.well-known/security.txt HTTP/1.1')).status).toBe(200);
    expect(await sendRaw(server.url, 'GET /link-in HTTP/1.1')).toMatchObject({
      status: 200,
      response: expect.stringContaining('<h1>blog</h1>'),
    });
    expect(await sendRaw(server.url, 'GET /bl%6fg HTTP/1.1')).toMatchObject({ status: 200 });
  });
});
