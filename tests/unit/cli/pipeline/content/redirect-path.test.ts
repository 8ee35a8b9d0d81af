import { describe, expect, it } from 'vitest';
import { redirectPathProblem } from '../../../../../cli/pipeline/content/redirect-path';

describe('redirect paths: URL paths that keep their case, and write no file elsewhere', () => {
  it.each([
    ['/../../x', /`\.` or `\.\.` segment/],
    ['/a/../b', /`\.` or `\.\.` segment/],
    ['/a/./b', /`\.` or `\.\.` segment/],
    ['/..', /`\.` or `\.\.` segment/],
    ['/a/%2e%2e/b', /encoded dot, slash or backslash/],
    ['/a%2Fb', /encoded dot, slash or backslash/],
    ['/a%5cb', /encoded dot, slash or backslash/],
    ['/a<b', /holds "<"/],
    ['/a"b', /holds "\\""/],
    ['/a b', /holds " "/],
    ['/a\\b', /holds "\\\\"/],
    ['/a\nb', /holds "\\n"/],
    ['/a?b', /holds "\?"/],
    ['/a#b', /holds "#"/],
    ['/a//b', /single slashes/],
    ['/a%zz', /% only before two hex digits/],
    ['a/b', /starting with \//],
    ['/a*b/*', /only at its end/],
  ])('refuses %j', (value, why) => {
    expect(redirectPathProblem(value, { wildcard: true })).toMatch(why);
  });

  it.each(['/', '/blogs', '/services/webDesign', '/_nub/*', '/contact/', '/caf%C3%A9', "/a-b_c.d~e!$&'()+,;=:@"])(
    'takes %j',
    (value) => {
      expect(redirectPathProblem(value, { wildcard: true })).toBeUndefined();
    },
  );

  it('takes a wildcard only where one is allowed', () => {
    expect(redirectPathProblem('/a/*', { wildcard: false })).toMatch(/without a wildcard/);
  });

  it('fails a long invalid value in linear time', () => {
    const started = performance.now();
    redirectPathProblem(`/${'a/'.repeat(200_000)}<`, { wildcard: true });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
