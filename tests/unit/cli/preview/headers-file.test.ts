import { describe, expect, it } from 'vitest';
import { headerMap, toOutgoing } from '../../../../cli/preview/header-map';
import { applyHeaderRules } from '../../../../cli/preview/header-rules';
import { MAX_LINE_LENGTH, MAX_RULES, parseHeadersFile } from '../../../../cli/preview/headers-file';

/** The headers `file` gives a request for `path` on `hostname`, starting from the host's `base`. */
function headersFor(file: string, path: string, base: Record<string, string> = {}, hostname = '127.0.0.1') {
  const { rules } = parseHeadersFile(file);
  return toOutgoing(applyHeaderRules(rules, { path, hostname }, headerMap(base)));
}

describe('_headers parser', () => {
  it('reads blocks of a pattern and indented Name: value lines, skipping comments and blank lines', () => {
    const { rules, problems } = parseHeadersFile(
      '# security\n/*\n  X-Frame-Options: DENY\n\n  # inside a block\n  Referrer-Policy: no-referrer\r\n',
    );
    expect(problems).toEqual([]);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      source: '/*',
      line: 2,
      set: [
        { name: 'X-Frame-Options', value: 'DENY' },
        { name: 'Referrer-Policy', value: 'no-referrer' },
      ],
    });
  });

  it('keeps colons inside values (CSP, URLs)', () => {
    const { rules } = parseHeadersFile(
      "/*\n  Content-Security-Policy: default-src 'self'; img-src https://img.example\n",
    );
    expect(rules[0]?.set[0]?.value).toBe("default-src 'self'; img-src https://img.example");
  });

  it('reports bad lines with their line numbers and skips them', () => {
    const text = [
      'X-Early: 1',
      '/ok',
      '  Bad Name: x',
      '  X-Empty:',
      '  Content-Length: 5',
      '  ETag: "x"',
      '  X-Fine: yes',
      'relative/path',
      '/two/*/stars/*',
      '  X-Skipped: 1',
      '/lonely',
    ].join('\n');
    const { rules, problems } = parseHeadersFile(text);
    expect(rules.map((r) => r.source)).toEqual(['/ok']);
    expect(rules[0]?.set).toEqual([{ name: 'X-Fine', value: 'yes' }]);
    expect(problems.map((p) => p.line)).toEqual([1, 3, 4, 5, 6, 8, 9, 11]);
    expect(problems.find((p) => p.line === 5)?.message).toMatch(/set by the server/);
    expect(problems.find((p) => p.line === 9)?.message).toMatch(/only one \*/);
  });

  it(`ignores lines over ${MAX_LINE_LENGTH} characters and rules past ${MAX_RULES}, as Cloudflare Pages does`, () => {
    const long = parseHeadersFile(`/*\n  Content-Security-Policy: ${'a'.repeat(MAX_LINE_LENGTH)}\n  X-Ok: 1\n`);
    expect(long.rules[0]?.set).toEqual([{ name: 'X-Ok', value: '1' }]);
    expect(long.problems[0]?.line).toBe(2);
    const many = parseHeadersFile(Array.from({ length: MAX_RULES + 5 }, (_, i) => `/p${i}\n  X-N: ${i}`).join('\n'));
    expect(many.rules).toHaveLength(MAX_RULES);
    expect(many.problems).toHaveLength(1);
  });
});

describe('_headers matching', () => {
  it('matches the request path exactly, or with a * splat that matches any characters', () => {
    const file = '/about\n  X-A: exact\n/assets/*\n  X-B: splat\n/*.jpg\n  X-C: ext\n';
    expect(headersFor(file, '/about')).toEqual({ 'X-A': 'exact' });
    expect(headersFor(file, '/about/')).toEqual({});
    expect(headersFor(file, '/assets/app-1.js')).toEqual({ 'X-B': 'splat' });
    expect(headersFor(file, '/assets/')).toEqual({ 'X-B': 'splat' });
    expect(headersFor(file, '/assets')).toEqual({});
    expect(headersFor(file, '/assets/img/a.jpg')).toEqual({ 'X-B': 'splat', 'X-C': 'ext' });
    expect(headersFor(file, '/a.jpgx')).toEqual({});
  });

  it('matches :placeholder to one path segment and substitutes it and :splat into values', () => {
    const file = '/movies/:title\n  X-Movie: You are watching ":title"\n/files/*\n  X-File: :splat\n';
    expect(headersFor(file, '/movies/jaws')).toEqual({ 'X-Movie': 'You are watching "jaws"' });
    expect(headersFor(file, '/movies/jaws/2')).toEqual({});
    expect(headersFor(file, '/movies/')).toEqual({});
    expect(headersFor(file, '/files/a/b c.txt')).toEqual({ 'X-File': 'a/b%20c.txt' });
  });

  it('escapes regular-expression characters in patterns', () => {
    const file = '/a.b+(c)\n  X-Lit: 1\n';
    expect(headersFor(file, '/a.b+(c)')).toEqual({ 'X-Lit': '1' });
    expect(headersFor(file, '/aXb+(c)')).toEqual({});
  });

  it('applies every matching rule in file order and joins repeated names with ", "', () => {
    const file =
      '/*\n  Link: </a.css>; rel=preload\n  X-Robots-Tag: noarchive\n/blog/*\n  Link: </b.css>; rel=preload\n  X-Robots-Tag: nosnippet\n  X-Robots-Tag: noimageindex\n';
    expect(headersFor(file, '/blog/1')).toEqual({
      Link: '</a.css>; rel=preload, </b.css>; rel=preload',
      'X-Robots-Tag': 'noarchive, nosnippet, noimageindex',
    });
    expect(headersFor(file, '/x')).toEqual({ Link: '</a.css>; rel=preload', 'X-Robots-Tag': 'noarchive' });
  });

  it("replaces the host's own value the first time a rule sets a name, case-insensitively", () => {
    const file = '/assets/*\n  cache-control: public, max-age=31536000, immutable\n';
    expect(
      headersFor(file, '/assets/a.js', { 'Cache-Control': 'no-cache', 'Content-Type': 'text/javascript' }),
    ).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
      'Content-Type': 'text/javascript',
    });
  });

  it('detaches with "! Name" what earlier matching rules set; a later rule may set it again', () => {
    const file =
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n/*.jpg\n  ! Content-Security-Policy\n/gallery/*\n  Content-Security-Policy: img-src *\n";
    expect(headersFor(file, '/page')).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'X-Frame-Options': 'DENY',
    });
    expect(headersFor(file, '/photo.jpg')).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(headersFor(file, '/gallery/photo.jpg')).toEqual({
      'Content-Security-Policy': 'img-src *',
      'X-Frame-Options': 'DENY',
    });
  });

  it('detaching Cache-Control also removes the default the host would send', () => {
    expect(headersFor('/*\n  ! Cache-Control\n', '/x', { 'Cache-Control': 'no-cache' })).toEqual({});
  });

  it('applies absolute URL rules only to their host, with :placeholders matching one label', () => {
    const file = 'https://:project.pages.dev/*\n  X-Robots-Tag: noindex\n  X-Project: :project\n';
    expect(headersFor(file, '/a', {}, 'chinook.pages.dev')).toEqual({
      'X-Robots-Tag': 'noindex',
      'X-Project': 'chinook',
    });
    expect(headersFor(file, '/a', {}, 'a.b.pages.dev')).toEqual({});
    expect(headersFor(file, '/a', {}, '127.0.0.1')).toEqual({});
  });
});
