import { describe, expect, it } from 'vitest';
import type { Output } from '../../../../cli/check/read-output';
import { resolveLink } from '../../../../cli/lib/resolve-link';
import { parseRedirectsFile } from '../../../../cli/lib/redirects-file';

const output = (redirects: string): Output => ({
  dir: '/dist',
  siteUrl: 'https://site.example',
  files: new Set(['index.html', 'blog.html', 'guide/index.html', 'assets/app.js', 'feed.xml']),
  pages: new Map(),
  redirects: parseRedirectsFile(redirects),
  headers: [],
  read: () => Promise.reject(new Error('unused')),
  gzipSize: () => Promise.resolve(0),
});

describe('resolveLink', () => {
  const site = output('/old /blog 301\n/loop /loop2 301\n/loop2 /loop 301\n/legacy/* /guide/ 301\n/chain /old 301\n');

  it.each([
    ['/', 'index.html'],
    ['/blog', 'blog.html'],
    ['blog', 'blog.html'],
    ['/blog/', 'blog.html'],
    ['/guide/', 'guide/index.html'],
    ['/guide', 'guide/index.html'],
    ['/assets/app.js', 'assets/app.js'],
    ['https://site.example/feed.xml', 'feed.xml'],
    ['/blog?page=2#top', 'blog.html'],
  ])('%s is served from %s, as clean-URL hosts do', (href, file) => {
    expect(resolveLink(site, '/', href)).toMatchObject({ kind: 'file', file });
  });

  it('follows _redirects, exact, chained and splat, keeping the fragment', () => {
    expect(resolveLink(site, '/', '/old#x')).toEqual({
      kind: 'file',
      file: 'blog.html',
      fragment: 'x',
      redirected: true,
    });
    expect(resolveLink(site, '/', '/chain')).toMatchObject({ kind: 'file', file: 'blog.html' });
    expect(resolveLink(site, '/', '/legacy/a/b')).toMatchObject({ kind: 'file', file: 'guide/index.html' });
  });

  it('reports missing targets, loops and leaves other origins alone', () => {
    expect(resolveLink(site, '/', '/nope')).toEqual({ kind: 'missing', path: '/nope', redirected: false });
    expect(resolveLink(site, '/', '/loop').kind).toBe('loop');
    expect(resolveLink(site, '/', 'https://other.example/x').kind).toBe('external');
    expect(resolveLink(site, '/guide/', '../nope.html')).toMatchObject({ kind: 'missing', path: '/nope.html' });
  });

  it('never follows a status-404 rule: a miss below /cloud/ is a broken link, a guide is a file', () => {
    const cloud = {
      ...output('/cloud/* /cloud/404.html 404\n'),
      files: new Set(['cloud.html', 'cloud/aws.html', 'cloud/404.html']),
    };
    expect(resolveLink(cloud, '/', '/cloud/aws')).toMatchObject({
      kind: 'file',
      file: 'cloud/aws.html',
      redirected: false,
    });
    expect(resolveLink(cloud, '/', '/cloud/anything-else')).toEqual({
      kind: 'missing',
      path: '/cloud/anything-else',
      redirected: false,
    });
  });
});
