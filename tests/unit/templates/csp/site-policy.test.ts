import { beforeAll, describe, expect, it } from 'vitest';
import { loadThisConfig } from '../../../support/this-site';
import { parseOverrides } from '../../../../cli/lib/overrides';
import { renderHeaders } from '../../../../cli/pipeline/output/write-headers';
import { parsePolicy, sitePolicy } from '../../../../templates/csp';
import type { SiteConfig } from '../../../../templates/model/site-config';
import { FIXTURES } from '../../../support/fixtures';

async function configWith(...sets: string[]): Promise<SiteConfig> {
  const { config, problems } = await loadThisConfig(`${FIXTURES}/basic-site`, parseOverrides(sets));
  expect(problems).toEqual([]);
  return config!;
}

const directives = (policy: string) => Object.fromEntries(parsePolicy(policy));

describe('sitePolicy', () => {
  let base: SiteConfig;
  beforeAll(async () => {
    base = await configWith('analytics.measurementId=');
  });

  it('allows no inline scripts or eval, no plugins, no foreign base or framing; inline styles only for pages to narrow', () => {
    const policy = sitePolicy(base);
    expect(policy.replace("style-src 'self' 'unsafe-inline'", 'style-src')).not.toMatch(
      /unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)/,
    );
    expect(directives(policy)).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('without analytics, scripts come from the site and the scheduler only', () => {
    const d = directives(sitePolicy(base));
    expect(d['script-src']).toEqual(["'self'", new URL(base.booking.scriptUrl).origin]);
    expect(d['img-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual([new URL(base.booking.url).origin]);
  });

  it('allows exactly the form endpoints and the PageSpeed endpoint for fetch and form posts', async () => {
    const config = await configWith(
      'forms.contact=http://127.0.0.1:9001/f/contact',
      'pagespeed.endpoint=http://127.0.0.1:9002/psi?x=1',
    );
    const d = directives(sitePolicy(config));
    expect(d['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:9001/f/contact',
      config.forms.lead,
      config.forms.resource,
      'http://127.0.0.1:9002/psi',
    ]);
    expect(d['form-action']).toEqual([
      "'self'",
      'http://127.0.0.1:9001/f/contact',
      config.forms.lead,
      config.forms.resource,
    ]);
  });

  it('adds the analytics script host and Google collection hosts only when a measurement id is set', async () => {
    const config = await configWith(
      'analytics.measurementId=G-ABC123',
      'analytics.scriptUrl=https://www.googletagmanager.com/gtag/js',
    );
    const d = directives(sitePolicy(config));
    expect(d['script-src']).toContain('https://www.googletagmanager.com');
    expect(d['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(d['img-src']).toContain('https://*.google-analytics.com');
  });

  it('a self-hosted analytics tag is its own collection host', async () => {
    const config = await configWith(
      'analytics.measurementId=G-ABC123',
      'analytics.scriptUrl=http://127.0.0.1:7000/gtag/js',
    );
    const d = directives(sitePolicy(config));
    expect(d['script-src']).toContain('http://127.0.0.1:7000');
    expect(d['connect-src']).toContain('http://127.0.0.1:7000');
    expect(d['connect-src']).not.toContain('https://*.google-analytics.com');
  });

  it('with no scheduler script there is nothing to frame', async () => {
    const d = directives(sitePolicy(await configWith('booking.scriptUrl=')));
    expect(d['frame-src']).toEqual(["'none'"]);
    expect(d['script-src']).toEqual(["'self'"]);
  });

  it('is written into _headers for every path', () => {
    expect(renderHeaders(base)).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
  });
});
