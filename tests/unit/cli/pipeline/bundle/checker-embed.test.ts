import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { parseOverrides } from '../../../../../cli/lib/overrides';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

const OUR_KEY = 'AIzaSyOurOwnSecretKey_123456789';

describe('the checker embed script', () => {
  let site: ScratchSite;
  let code: string;
  beforeAll(async () => {
    site = await scratchSite();
    await buildSite({
      contentDir: site.content,
      outDir: site.out,
      overrides: parseOverrides([
        `pagespeed.apiKey=${OUR_KEY}`,
        'pagespeed.endpoint=https://psi.example/v5/runPagespeed',
      ]),
    });
    code = await site.read('dist/embed/checker.js');
  });
  afterAll(() => site.remove());

  it('bakes in the endpoint, the contact page and the copy, never our API key', () => {
    expect(code).toContain('https://psi.example/v5/runPagespeed');
    expect(code).toContain('https://fixture.example/contact');
    expect(code).toContain('Website Analysis in Progress');
    expect(code).toContain('cdw-checker');
    expect(code).not.toContain(OUR_KEY);
    expect(code).not.toMatch(/^import |\bexport\s*\{/m);
  });
});
