import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadThisConfig } from '../../../../support/this-site';
import { parseOverrides } from '../../../../../cli/lib/overrides';
import { UsageError } from '../../../../../cli/errors';
import { knownFields } from '../../../../../cli/lib/known-fields';
import { siteConfigSchema } from '../../../../../templates/model/site-config';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

describe('loadConfig', () => {
  let site: ScratchSite;
  beforeEach(async () => {
    site = await scratchSite();
  });
  afterEach(() => site.remove());

  it('reads and validates site.yaml', async () => {
    const { config, problems } = await loadThisConfig(site.content, []);
    expect(problems).toEqual([]);
    expect(config?.site.brand).toBe('Chinook Digital');
    expect(config?.navigation).toHaveLength(13);
  });

  it('applies --set overrides before validation', async () => {
    const overrides = parseOverrides(['forms.lead=http://127.0.0.1:9999/f', 'contact.geo.latitude=50.5']);
    const { config } = await loadThisConfig(site.content, overrides);
    expect(config?.forms.lead).toBe('http://127.0.0.1:9999/f');
    expect(config?.contact.geo.latitude).toBe(50.5);
  });

  it('reports a mistyped --set key as an unknown field of --set', async () => {
    const { problems } = await loadThisConfig(site.content, parseOverrides(['forms.led=http://x.example']));
    expect(problems).toEqual([
      expect.objectContaining({
        file: '--set',
        field: 'forms.led',
        message: 'is not a known field: did you mean `lead`?',
      }),
    ]);
  });

  it.each([
    ['constructor.x=1', 'constructor'],
    ['foo.x=1', 'foo'],
  ])('blames --set %s, not site.yaml, for the key it makes that site.yaml lacks', async (flag, field) => {
    const { problems } = await loadThisConfig(site.content, parseOverrides([flag]));
    expect(problems).toEqual([expect.objectContaining({ file: '--set', field })]);
    expect(problems[0]!.line).toBeUndefined();
  });

  it('tells an unknown --set key which keys there are', async () => {
    const { problems } = await loadThisConfig(site.content, parseOverrides(['constructor.x=1', 'forms.xyzzy=1']));
    const hints = Object.fromEntries(problems.map((p) => [p.field, p.hint]));
    expect(hints['constructor']).toBe(
      `Use a key site.yaml has at its top level: ${knownFields(siteConfigSchema, []).join(', ')}.`,
    );
    expect(hints['forms.xyzzy']).toBe(
      `Use a key site.yaml has under forms: ${knownFields(siteConfigSchema, ['forms']).join(', ')}.`,
    );
  });

  it('tells a list given in brackets how the flag takes a list, once per item', async () => {
    const flag = 'pagespeed.allowedOrigins=[https://a.example, "https://b.example"]';
    const { problems } = await loadThisConfig(site.content, parseOverrides([flag]));
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      ['--set', 'pagespeed.allowedOrigins[0]'],
      ['--set', 'pagespeed.allowedOrigins[1]'],
    ]);
    for (const problem of problems) {
      expect(problem.hint).toMatch(/separated by commas \(no brackets: the flag is not YAML\)/);
      expect(problem.hint).toContain('--set pagespeed.allowedOrigins=https://a.example,https://b.example');
    }
    const fixed = await loadThisConfig(
      site.content,
      parseOverrides(['pagespeed.allowedOrigins=https://a.example,https://b.example']),
    );
    expect(fixed.problems).toEqual([]);
  });

  it('names the line and field of a wrong-typed value', async () => {
    await site.edit('site.yaml', (t) => t.replace('latitude: 51.0447', 'latitude: soon'));
    const { problems } = await loadThisConfig(site.content, []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      field: 'contact.geo.latitude',
      line: 28,
      message: 'expected number, got "soon"',
    });
    expect(problems[0]!.file).toMatch(/content\/site\.yaml$/);
  });

  it('reports malformed YAML with its line', async () => {
    await site.edit('site.yaml', (t) => t.replace('  brand: Chinook Digital', '  brand: [Chinook'));
    const { problems } = await loadThisConfig(site.content, []);
    expect(problems[0]?.message).toMatch(/^invalid YAML/);
    expect(problems[0]?.line).toBeGreaterThanOrEqual(5);
  });

  it('shows the urgency elements unless urgency.enabled says false, and names a flag that says neither', async () => {
    expect((await loadThisConfig(site.content, [])).config?.urgency.enabled).toBe(true);
    const off = await loadThisConfig(site.content, parseOverrides(['urgency.enabled=false']));
    expect(off.config?.urgency.enabled).toBe(false);
    const { problems } = await loadThisConfig(site.content, parseOverrides(['urgency.enabled=off']));
    expect(problems).toEqual([
      expect.objectContaining({ file: '--set', field: 'urgency.enabled', message: 'must be true or false' }),
    ]);
  });

  it('reports a missing site.yaml', async () => {
    const { problems } = await loadThisConfig(`${site.content}/nowhere`, []);
    expect(problems[0]).toMatchObject({ message: 'is missing' });
  });
});

describe('parseOverrides', () => {
  it('splits on the first = only', () => {
    expect(parseOverrides(['booking.url=https://x.example/?a=b'])).toEqual([
      { path: ['booking', 'url'], value: 'https://x.example/?a=b' },
    ]);
  });

  it.each(['nokey', '=value', 'a..b=1', '.a=1'])('rejects %s as bad usage', (flag) => {
    expect(() => parseOverrides([flag])).toThrow(UsageError);
  });
});
