import { describe, expect, it } from 'vitest';
import type { AssetManifest } from '../../../../../cli/pipeline/bundle/asset-manifest';
import { featuresIn, islandScripts, pageAssets } from '../../../../../cli/pipeline/render/page-assets';

const sheet = (css: string) => ({ css, hash: `'sha256-${css}'` });
const manifest: AssetManifest = {
  stylesheet: sheet('site'),
  enhance: { script: '/assets/enhance.js', imports: ['/assets/chunks/a.js'], styles: [] },
  features: {
    countdown: {
      script: '/assets/feature-countdown.js',
      imports: ['/assets/chunks/a.js', '/assets/chunks/b.js'],
      styles: [],
    },
  },
  islandLoader: { script: '/assets/islands.js', imports: [], styles: [] },
  islands: {
    booking: { script: '/assets/booking.js', imports: ['/assets/chunks/react.js'], styles: [sheet('booking')] },
  },
  lazy: { analytics: { script: '/assets/analytics.js', imports: [], styles: [] } },
  templates: { legal: sheet('legal') },
  embeds: {},
};

describe('page features and assets', () => {
  it('finds the features markup asks for, once each, in order', () => {
    expect(
      featuresIn(
        '<div data-enhance="countdown"></div><p data-enhance="hero-stats countdown"></p><p data-x="data-enhance=nope">',
      ),
    ).toEqual(['countdown', 'hero-stats']);
    // Text about the attribute (a code sample in a body) asks for nothing.
    expect(
      featuresIn('<pre><code>&#x3C;form data-enhance="toast"></code></pre><p>Write data-enhance="faq".</p>'),
    ).toEqual([]);
  });

  it('loads the enhancement script everywhere, then only the features a page uses and the island loader, with their styles inlined', () => {
    expect(pageAssets(manifest, { template: 'legal', islands: [], features: [] })).toEqual({
      inlineStyles: ['site', 'legal'],
      styleHashes: ["'sha256-site'", "'sha256-legal'"],
      scripts: ['/assets/enhance.js'],
      modulePreloads: ['/assets/chunks/a.js'],
    });
    expect(pageAssets(manifest, { template: 'home', islands: ['booking'], features: ['countdown'] })).toEqual({
      inlineStyles: ['site', 'booking'],
      styleHashes: ["'sha256-site'", "'sha256-booking'"],
      scripts: ['/assets/enhance.js', '/assets/feature-countdown.js', '/assets/islands.js'],
      modulePreloads: ['/assets/chunks/a.js', '/assets/chunks/b.js'],
    });
  });

  it("never lists an island's own script or chunks (the loader imports them when needed), but names them for the island", () => {
    const assets = pageAssets(manifest, { template: 'home', islands: ['booking'], features: [] });
    expect([...assets.scripts, ...assets.modulePreloads].join(' ')).not.toMatch(/booking|react/);
    expect(islandScripts(manifest, 'booking')).toEqual({
      script: '/assets/booking.js',
      imports: ['/assets/chunks/react.js'],
    });
    expect(islandScripts(manifest, 'nope')).toBeUndefined();
  });

  it('names the missing file when a template asks for a feature or island that does not exist', () => {
    expect(() => pageAssets(manifest, { template: 'home', islands: [], features: ['nope'] })).toThrow(
      /page feature "nope", but widgets\/enhance\/features\/nope\.ts does not exist/,
    );
    expect(() => pageAssets(manifest, { template: 'home', islands: ['nope'], features: [] })).toThrow(
      /island "nope", but widgets\/nope\/client\.tsx does not exist/,
    );
  });
});
