import { describe, expect, it } from 'vitest';
import { redirectsNeedingStubs } from '../../../../../cli/pipeline/output/write-redirects';

describe('redirect stub pages', () => {
  const redirects = [
    { from: '/contact/', to: '/contact', wildcard: false },
    { from: '/contact-me/TosspringMobile', to: '/contact', wildcard: false },
    { from: '/contact-me/*', to: '/contact', wildcard: true },
    { from: '/guides', to: '/blog/', wildcard: false },
  ];

  it('are written for exact redirects only, never for one that differs from a page only by its trailing slash', () => {
    // contact/index.html beside contact.html would make folder-first hosts serve the stub at /contact: a loop.
    expect(redirectsNeedingStubs(redirects, ['/contact', '/blog']).map((r) => r.from)).toEqual([
      '/contact-me/TosspringMobile',
      '/guides',
    ]);
  });

  it('keep the stub when no page shares the path', () => {
    expect(redirectsNeedingStubs(redirects, ['/']).map((r) => r.from)).toEqual([
      '/contact/',
      '/contact-me/TosspringMobile',
      '/guides',
    ]);
  });
});
