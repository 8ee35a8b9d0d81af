import { describe, expect, it } from 'vitest';
import type { RedirectSource } from '../../../../../cli/pipeline/content/load-redirects';
import type { Page } from '../../../../../cli/pipeline/content/page';
import { resolveRoutes } from '../../../../../cli/pipeline/content/resolve-routes';

const page = (route: string, file = `content/pages${route}.md`) =>
  ({ route, source: { file, lineOf: () => undefined } }) as unknown as Page;
const rule = (from: string, to: string, index = 0): RedirectSource => ({
  from,
  to,
  wildcard: from.endsWith('/*'),
  file: 'content/redirects.yaml',
  line: index + 1,
  index,
});

describe('resolveRoutes', () => {
  it('reports a duplicate route naming both files', () => {
    const { problems } = resolveRoutes(
      [page('/blog', 'content/pages/blog.md'), page('/blog', 'content/blog/x.md')],
      [],
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/blog/x.md',
        message: 'has the route /blog, which content/pages/blog.md already has',
      }),
    ]);
  });

  it('reports a route that is not a valid path', () => {
    expect(resolveRoutes([page('/My Page')], []).problems[0]?.message).toMatch(/not a valid path/);
  });

  it('follows redirect chains to the page', () => {
    const { redirects, problems } = resolveRoutes([page('/blog')], [rule('/a', '/b', 0), rule('/b', '/blog', 1)]);
    expect(problems).toEqual([]);
    expect(redirects).toEqual([
      { from: '/a', to: '/blog', wildcard: false },
      { from: '/b', to: '/blog', wildcard: false },
    ]);
  });

  it('reports a redirect to a route that does not exist, with its line', () => {
    const { problems } = resolveRoutes([page('/blog')], [rule('/x', '/nowhere', 2)]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/redirects.yaml',
        line: 3,
        field: '[2].to',
        message: '/nowhere is not a route the site builds',
      }),
    ]);
  });

  it('reports a redirect loop with the whole cycle', () => {
    const { problems } = resolveRoutes([], [rule('/a', '/b', 0), rule('/b', '/a', 1)]);
    expect(problems.map((p) => p.message)).toEqual(['redirect loop: /a -> /b -> /a', 'redirect loop: /b -> /a -> /b']);
  });

  it('reports a redirect that shadows a page, and a repeated source', () => {
    const { problems } = resolveRoutes(
      [page('/blog'), page('/faq')],
      [rule('/blog', '/faq', 0), rule('/x', '/faq', 1), rule('/x', '/blog', 2)],
    );
    expect(problems.map((p) => p.message)).toEqual([
      '/blog is a page (content/pages/blog.md), so it cannot also redirect',
      'redirects /x a second time',
    ]);
  });

  it('keeps wildcard rules, resolved to their page', () => {
    const { redirects } = resolveRoutes([page('/')], [rule('/_nub/*', '/')]);
    expect(redirects).toEqual([{ from: '/_nub/*', to: '/', wildcard: true }]);
  });
});

describe('resolveRoutes: clashes and failed files', () => {
  it('reports routes that differ only by a trailing slash, naming both files', () => {
    const { problems, routes } = resolveRoutes(
      [page('/about', 'content/pages/about.md'), page('/about/', 'content/blog/about.md')],
      [],
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/blog/about.md',
        message: 'has the route /about/, which differs from /about (content/pages/about.md) only by a trailing slash',
      }),
    ]);
    expect([...routes.keys()]).toEqual(['/about']);
  });

  it('does not report a redirect to the route of a file that failed to load (that file is the problem)', () => {
    const { problems } = resolveRoutes(
      [page('/blog')],
      [rule('/old-terms', '/legal', 0), rule('/x', '/nowhere', 1)],
      new Set(['/legal']),
    );
    expect(problems.map((p) => p.message)).toEqual(['/nowhere is not a route the site builds']);
  });
});
