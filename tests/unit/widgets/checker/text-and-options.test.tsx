import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../../widgets/checker/checker-content';
import {
  contrastWithWhite,
  readEmbedOptions,
  safeApiKey,
  safeEndpoint,
  safeLink,
  safeThemeColor,
} from '../../../../widgets/checker/embed-options';
import { readFieldData } from '../../../../widgets/checker/field-data';
import { MarkdownText, safeHref } from '../../../../widgets/checker/MarkdownText';
import { sharedAddress, shareHref } from '../../../../widgets/checker/share-url';
import { parseHtml } from '../../../support/html';
import { fixtureResponse } from '../../../support/pagespeed-fixture';

const markdown = (text: string) =>
  parseHtml(`<body>${renderToStaticMarkup(<MarkdownText text={text} newTabLabel="(opens in a new tab)" />)}</body>`)
    .body;

describe('MarkdownText: PageSpeed descriptions as React elements', () => {
  it('turns [label](https://...) into a link that opens in a new tab without an opener', () => {
    const body = markdown(
      'Images need alt text. [Learn more about alt text](https://developer.chrome.com/docs/lighthouse/accessibility/image-alt/).',
    );
    const link = body.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://developer.chrome.com/docs/lighthouse/accessibility/image-alt/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Learn more about alt text (opens in a new tab)');
    expect(body.textContent).toBe('Images need alt text. Learn more about alt text (opens in a new tab).');
  });

  it('shows markup as text and turns `code` into <code>', () => {
    const body = markdown('Add a `<meta name="viewport">` tag. <script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(body.querySelector('code')!.textContent).toBe('<meta name="viewport">');
    expect(body.querySelector('script, img, meta')).toBeNull();
    expect(body.textContent).toContain('<script>alert(1)</script><img src=x onerror=alert(1)>');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    '/relative/path',
    'vbscript:msgbox',
    '//evil.example/x',
  ])('leaves a link to %s as plain words', (href) => {
    const body = markdown(`Click [here](${href}) now.`);
    expect(body.querySelector('a')).toBeNull();
    expect(body.textContent).toBe('Click here now.');
  });

  it('accepts only absolute http(s) targets', () => {
    expect(safeHref('https://web.dev/lcp/')).toBe('https://web.dev/lcp/');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('nonsense')).toBeUndefined();
  });
});

describe('fill', () => {
  it('fills names and picks singular or plural', () => {
    expect(fill('{count} {count|issue|issues} found', { count: 1 })).toBe('1 issue found');
    expect(fill('{count} {count|issue|issues} found', { count: 2 })).toBe('2 issues found');
    expect(fill('{count} {count|issue|issues} found', { count: 0 })).toBe('0 issues found');
    expect(fill('Results for {url}', { url: 'https://example.com' })).toBe('Results for https://example.com');
    expect(fill('Keep {unknown}', {})).toBe('Keep {unknown}');
  });
});

describe('partner embed options', () => {
  const defaults = {
    endpoint: 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed',
    contactUrl: 'https://chinookdigital.example/contact',
  };
  const page = 'https://partner.example/tools/';

  it('uses valid options', () => {
    expect(
      readEmbedOptions(
        {
          endpoint: 'https://api.partner.example/psi',
          apiKey: 'AIzaSyA1234567890abcdefGHIJKLmnop',
          contactUrl: '/hire-us',
          themeColor: '#0F766E',
        },
        defaults,
        page,
      ),
    ).toEqual({
      endpoint: 'https://api.partner.example/psi',
      apiKey: 'AIzaSyA1234567890abcdefGHIJKLmnop',
      contactHref: 'https://partner.example/hire-us',
      themeColor: '#0f766e',
    });
  });

  it('falls back to the defaults for bad values', () => {
    expect(
      readEmbedOptions(
        {
          endpoint: 'javascript:alert(1)',
          apiKey: '"><script>',
          contactUrl: 'javascript:alert(1)',
          themeColor: 'red; background: url(x)',
        },
        defaults,
        page,
      ),
    ).toEqual({
      endpoint: defaults.endpoint,
      contactHref: defaults.contactUrl,
    });
    expect(readEmbedOptions({}, defaults, page)).toEqual({
      endpoint: defaults.endpoint,
      contactHref: defaults.contactUrl,
    });
  });

  it.each([
    ['https://proxy.example/psi?x=1', 'https://proxy.example/psi?x=1'],
    ['http://127.0.0.1:8080/psi', 'http://127.0.0.1:8080/psi'],
    ['http://localhost/psi', 'http://localhost/psi'],
    ['http://proxy.example/psi', undefined],
    ['https://user:pw@proxy.example/psi', undefined],
    ['ftp://proxy.example/psi', undefined],
    ['not a url', undefined],
  ])('endpoint %j -> %j', (value, expected) => {
    expect(safeEndpoint(value)).toBe(expected);
  });

  it('checks keys, links and colours', () => {
    expect(safeApiKey('short')).toBeUndefined();
    expect(safeApiKey('AIza SyA1234567890abcdefGHIJ')).toBeUndefined();
    expect(safeLink('https://partner.example/contact', page)).toBe('https://partner.example/contact');
    expect(safeLink('data:text/html,x', page)).toBeUndefined();
    expect(safeThemeColor('#0F766E')).toBe('#0f766e');
    expect(safeThemeColor('#036')).toBe('#003366');
    expect(safeThemeColor('#ffff00')).toBeUndefined(); // 1.07:1 with white text
    expect(safeThemeColor('#1d4ed8')).toBe('#1d4ed8');
    expect(safeThemeColor('blue')).toBeUndefined();
    expect(safeThemeColor('#12345')).toBeUndefined();
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('field data', () => {
  it('reads the three Core Web Vitals of both strategies with their verdicts', () => {
    const data = readFieldData({
      mobile: fixtureResponse('mobile', 'https://example.com'),
      desktop: fixtureResponse('desktop', 'https://example.com'),
    });
    expect(data).toEqual({
      originFallback: false,
      metrics: {
        lcp: { mobile: { value: '2.9 s', verdict: 'AVERAGE' }, desktop: { value: '1.8 s', verdict: 'FAST' } },
        inp: { mobile: { value: '180 ms', verdict: 'FAST' }, desktop: { value: '90 ms', verdict: 'FAST' } },
        cls: { mobile: { value: '0.27', verdict: 'SLOW' }, desktop: { value: '0.04', verdict: 'FAST' } },
      },
    });
  });

  it('is absent without loadingExperience, and skips malformed metrics', () => {
    expect(readFieldData({ mobile: fixtureResponse('mobile', 'https://x.example', { field: false }) })).toBeUndefined();
    const odd = {
      loadingExperience: {
        origin_fallback: true,
        metrics: {
          LARGEST_CONTENTFUL_PAINT_MS: { percentile: 'fast', category: 'FAST' },
          INTERACTION_TO_NEXT_PAINT: { percentile: 200, category: 'NONE' },
          CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: 10, category: 'AVERAGE' },
        },
      },
    };
    expect(readFieldData({ mobile: odd as never })).toEqual({
      originFallback: true,
      metrics: { lcp: {}, inp: {}, cls: { mobile: { value: '0.10', verdict: 'AVERAGE' } } },
    });
  });
});

describe('shareable links', () => {
  it('reads ?url= and writes or removes it', () => {
    expect(sharedAddress('?url=example.com%2Fpage')).toBe('example.com/page');
    expect(sharedAddress('?url=%20%20')).toBeUndefined();
    expect(sharedAddress('')).toBeUndefined();
    expect(shareHref('https://chinookdigital.example/website-checker?utm_source=x', 'example.com/a b')).toBe(
      'https://chinookdigital.example/website-checker?utm_source=x&url=example.com%2Fa+b',
    );
    expect(shareHref('https://chinookdigital.example/website-checker?url=a.com#top', undefined)).toBe(
      'https://chinookdigital.example/website-checker#top',
    );
  });
});
