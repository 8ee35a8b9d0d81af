import { describe, expect, it } from 'vitest';
import { loadThisConfig } from '../../support/this-site';
import { parseOverrides } from '../../../cli/lib/overrides';
import { EMBED_CSP } from '../../../templates/csp';
import { checkerEndpoint, type SiteConfig } from '../../../templates/model/site-config';
import { FIXTURES } from '../../support/fixtures';

async function configWith(...sets: string[]): Promise<SiteConfig> {
  const { config, problems } = await loadThisConfig(`${FIXTURES}/basic-site`, parseOverrides(sets));
  expect(problems).toEqual([]);
  return config!;
}

describe('where the checker sends its analyses (pagespeed.proxy)', () => {
  it('is off by default, with an empty partner list and a quota of 10', async () => {
    expect((await configWith()).pagespeed).toMatchObject({ proxy: false, allowedOrigins: [], quota: 10 });
  });

  it('with the proxy: /api/pagespeed on our pages, and our address in the embed CSP docs', async () => {
    const config = await configWith(
      'pagespeed.proxy=true',
      'pagespeed.allowedOrigins=https://Partner.example/, https://b.example:8443',
      'pagespeed.quota=25',
    );
    expect(config.pagespeed).toMatchObject({
      proxy: true,
      allowedOrigins: ['https://partner.example', 'https://b.example:8443'],
      quota: 25,
    });
    expect(checkerEndpoint(config)).toBe('/api/pagespeed');
    expect(EMBED_CSP.checker(config)).toContainEqual(
      expect.objectContaining({ directive: 'connect-src', source: 'https://fixture.example/api/pagespeed' }),
    );
  });

  it('without it: the API itself', async () => {
    const config = await configWith('pagespeed.proxy=false');
    expect(checkerEndpoint(config)).toBe(config.pagespeed.endpoint);
    expect(EMBED_CSP.checker(config)).toContainEqual(
      expect.objectContaining({
        directive: 'connect-src',
        source: 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed',
      }),
    );
  });
});
