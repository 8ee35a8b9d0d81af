import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundSections, renderRedirectsFile } from '../../../../cli/pipeline/output/write-redirects';
import { notFoundPage } from '../../../../cli/preview/not-found-page';
import { matchNotFoundRule, matchRedirect, parseRedirectsFile } from '../../../../cli/lib/redirects-file';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';

function get(base: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${urlPath}`, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('section not-found pages in _redirects', () => {
  it('writes a status-404 rule for each nested /404 route, after the redirects', () => {
    expect(notFoundSections(['/', '/404', '/cloud', '/cloud/404', '/cloud/aws', '/docs/v2/404'])).toEqual([
      '/cloud',
      '/docs/v2',
    ]);
    const file = renderRedirectsFile(
      [
        { from: '/_nub/*', to: '/', wildcard: true },
        { from: '/blogs', to: '/blog', wildcard: false },
      ],
      ['/cloud/404'],
    );
    expect(file).toBe('/blogs /blog 301\n/_nub/* / 301\n/cloud/* /cloud/404.html 404\n');
  });

  it('a 404 rule is never a redirect', () => {
    const rules = parseRedirectsFile('/cloud/* /cloud/404.html 404\n/old /new 301\n');
    expect(matchRedirect('/cloud/nope', rules)).toBeUndefined();
    expect(matchRedirect('/old', rules)?.to).toBe('/new');
    expect(matchNotFoundRule('/cloud/nope', rules)?.to).toBe('/cloud/404.html');
    expect(matchNotFoundRule('/other', rules)).toBeUndefined();
  });
});

describe('the preview answers misses with the page a static host would', () => {
  let dir: string;
  let server: PreviewServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'preview-404-'));
    await mkdir(path.join(dir, 'cloud'));
    await mkdir(path.join(dir, 'docs'));
    await writeFile(path.join(dir, '404.html'), 'site not found');
    await writeFile(path.join(dir, 'cloud.html'), 'cloud index');
    await writeFile(path.join(dir, 'cloud/aws.html'), 'aws guide');
    await writeFile(path.join(dir, 'cloud/404.html'), 'cloud not found');
    await writeFile(path.join(dir, 'docs/404.html'), 'docs not found');
    await writeFile(path.join(dir, '_redirects'), '/cloud/* /cloud/404.html 404\n');
    server = await startPreview({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves existing files under a section with a 404 rule (the rule never shadows a file)', async () => {
    expect(await get(server.url, '/cloud/aws')).toEqual({ status: 200, body: 'aws guide' });
    expect(await get(server.url, '/cloud')).toEqual({ status: 200, body: 'cloud index' });
  });

  it("serves the section's page with status 404 for a miss, by the rule or as the nearest 404.html", async () => {
    expect(await get(server.url, '/cloud/anything-else')).toEqual({ status: 404, body: 'cloud not found' });
    expect(await get(server.url, '/cloud/a/b/c')).toEqual({ status: 404, body: 'cloud not found' });
    expect(await get(server.url, '/docs/missing')).toEqual({ status: 404, body: 'docs not found' });
    expect(await get(server.url, '/elsewhere')).toEqual({ status: 404, body: 'site not found' });
  });

  it('picks the nearest 404.html up the path when no rule matches', async () => {
    expect(await notFoundPage(dir, '/docs/a/b', [])).toBe(path.join(dir, 'docs/404.html'));
    expect(await notFoundPage(dir, '/cloud/x', [])).toBe(path.join(dir, 'cloud/404.html'));
    expect(await notFoundPage(dir, '/x/y', [])).toBe(path.join(dir, '404.html'));
  });
});
