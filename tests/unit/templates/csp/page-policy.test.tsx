import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadThisConfig } from '../../../support/this-site';
import { parseOverrides } from '../../../../cli/lib/overrides';
import { Document } from '../../../../templates/Document';
import { HEADER_ONLY_DIRECTIVES, pagePolicy, parsePolicy, siteDirectives, sitePolicy } from '../../../../templates/csp';
import type { SiteConfig } from '../../../../templates/model/site-config';
import { FIXTURES } from '../../../support/fixtures';
import { parseHtml } from '../../../support/html';

const HASHES = ["'sha256-a'", "'sha256-b'"];

async function configWith(...sets: string[]): Promise<SiteConfig> {
  const { config, problems } = await loadThisConfig(`${FIXTURES}/basic-site`, parseOverrides(sets));
  expect(problems).toEqual([]);
  return config!;
}

describe("a page's own policy (its meta element)", () => {
  let configs: SiteConfig[];
  beforeAll(async () => {
    configs = [
      await configWith(),
      await configWith('analytics.measurementId=G-ABC123', 'pagespeed.proxy=false'),
      await configWith('booking.scriptUrl='),
    ];
  });

  it("carries every directive of the site's policy that a meta element can, word for word, but style-src", () => {
    for (const config of configs) {
      const meta = parsePolicy(pagePolicy(config, HASHES));
      const header = siteDirectives(config);
      const carried = [...header.keys()].filter((name) => !HEADER_ONLY_DIRECTIVES.has(name));
      expect([...meta.keys()]).toEqual(carried);
      for (const name of carried.filter((n) => n !== 'style-src'))
        expect(meta.get(name), name).toEqual(header.get(name));
      // What the header alone keeps (frame-ancestors here), and browsers would ignore in a meta element.
      expect([...header.keys()].filter((name) => HEADER_ONLY_DIRECTIVES.has(name))).toEqual(['frame-ancestors']);
    }
  });

  it('runs scripts from files only, as strict as the header, with nothing inline or evaluated', () => {
    for (const config of configs) {
      const policy = pagePolicy(config, HASHES);
      expect(policy).not.toMatch(/unsafe-|\bdata:|\bblob:|\*(?!\.)/);
      const meta = parsePolicy(policy);
      expect(meta.get('script-src')).toEqual(parsePolicy(sitePolicy(config)).get('script-src'));
      expect(meta.get('script-src')![0]).toBe("'self'");
      expect(meta.get('object-src')).toEqual(["'none'"]);
      expect(meta.get('base-uri')).toEqual(["'self'"]);
    }
  });

  it("narrows the header's inline styles to the page's hashes, keeping the scheduler's stylesheet", () => {
    const [config] = configs;
    const scheduler = new URL(config!.booking.scriptUrl).origin;
    expect(parsePolicy(sitePolicy(config!)).get('style-src')).toEqual(["'self'", "'unsafe-inline'", scheduler]);
    expect(parsePolicy(pagePolicy(config!, HASHES)).get('style-src')).toEqual(["'self'", ...HASHES, scheduler]);
    expect(parsePolicy(pagePolicy(configs[2]!, [])).get('style-src')).toEqual(["'self'"]);
  });

  it('comes before anything it governs in the head: a meta policy applies only to what follows it', () => {
    const html = renderToStaticMarkup(
      <Document
        site={configs[0]!}
        head={{
          title: 'T',
          description: 'D',
          canonical: 'https://x.example/',
          robots: 'index, follow',
          ogType: 'website',
          structuredData: [],
        }}
        assets={{ inlineStyles: ['b{}'], styleHashes: HASHES, scripts: ['/assets/a.js'], modulePreloads: [] }}
        policy={pagePolicy(configs[0]!, HASHES)}
        bodyHtml="<main></main>"
      />,
    );
    const head = [...parseHtml(`<!DOCTYPE html>${html}`).head.children];
    const meta = head.findIndex((e) => e.getAttribute('http-equiv') === 'Content-Security-Policy');
    expect(head[meta]!.getAttribute('content')).toBe(pagePolicy(configs[0]!, HASHES));
    const first = head.findIndex((e) => ['SCRIPT', 'STYLE', 'LINK', 'BASE'].includes(e.tagName));
    expect(meta).toBeGreaterThanOrEqual(0);
    expect(meta).toBeLessThan(first);
  });
});
