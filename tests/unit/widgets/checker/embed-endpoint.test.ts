import { describe, expect, it } from 'vitest';
import { defaultEndpoint } from '../../../../widgets/checker/embed-options';
import type { CheckerEmbedSettings } from '../../../../widgets/checker/embed-settings';

const base: CheckerEmbedSettings = {
  siteUrl: 'https://ours.example',
  endpoint: 'https://psi.example/v5/runPagespeed',
  contactUrl: 'https://ours.example/contact',
  content: {} as CheckerEmbedSettings['content'],
};
const withProxy: CheckerEmbedSettings = {
  ...base,
  proxy: { url: 'https://ours.example/api/pagespeed', origins: ['https://partner.example'] },
};

describe("the checker embed's default endpoint", () => {
  it('is our proxy on our own site and on the partner origins it accepts', () => {
    expect(defaultEndpoint(withProxy, 'https://ours.example', false)).toBe(withProxy.proxy!.url);
    expect(defaultEndpoint(withProxy, 'https://partner.example', false)).toBe(withProxy.proxy!.url);
  });

  it("is Google's API on a page the proxy would refuse, and wherever the partner brings its own key", () => {
    expect(defaultEndpoint(withProxy, 'https://stranger.example', false)).toBe(base.endpoint);
    expect(defaultEndpoint(withProxy, 'https://partner.example', true)).toBe(base.endpoint);
  });

  it("is Google's API when the site is built without the proxy", () => {
    expect(defaultEndpoint(base, 'https://ours.example', false)).toBe(base.endpoint);
  });
});
