import * as simpleIcons from 'simple-icons';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { orderProviders } from '../../../templates/cloud/order-providers';
import { BADGE_ICONS, providerBadge } from '../../../templates/cloud/provider-badge';
import { cloudProviderSchema, type CloudProvider } from '../../../templates/model/cloud-provider-schema';
import { REPO_ROOT } from '../../support/fixtures';

const CLOUD_DIR = path.join(REPO_ROOT, 'content/cloud');
/** The providers that have a guide: the ones with a brand badge. */
const SLUGS = BADGE_ICONS;

async function readProvider(slug: string): Promise<unknown> {
  return YAML.parse(await readFile(path.join(CLOUD_DIR, `${slug}.yaml`), 'utf8'));
}

describe('providerBadge (real marks instead of initials)', () => {
  it.each([
    ['google-cloud', 'googlecloud'],
    ['digitalocean', 'digitalocean'],
    ['netlify', 'netlify'],
    ['vercel', 'vercel'],
    ['vultr', 'vultr'],
    ['hetzner', 'hetzner'],
    ['scaleway', 'scaleway'],
    ['ovhcloud', 'ovh'],
  ])('%s shows the mark Simple Icons gives %s, in its colour', (icon, slug) => {
    const mark = Object.values(simpleIcons).find((i) => i.slug === slug)!;
    expect(providerBadge(icon)).toEqual({ tone: icon, mark: { path: mark.path, hex: `#${mark.hex}` } });
  });

  it.each(['aws', 'azure', 'linode', 'AWS'])(
    '%s, which the set has no mark for, gets the neutral mark in its tone',
    (icon) => {
      expect(providerBadge(icon)).toEqual({ tone: icon.toLowerCase() });
    },
  );

  it('an unknown provider gets the neutral mark in grey', () => {
    expect(providerBadge('fly')).toEqual({ tone: 'fallback' });
  });
});

describe('the provider records in content/cloud/', () => {
  it('are exactly the eleven required providers, one file each', async () => {
    const files = (await readdir(CLOUD_DIR)).filter((f) => f.endsWith('.yaml'));
    expect(files.map((f) => f.replace('.yaml', '')).sort()).toEqual([...SLUGS].sort());
  });

  it.each(SLUGS)('%s is valid, its slug matches its file and the counts hold', async (slug) => {
    const parsed = cloudProviderSchema.safeParse(await readProvider(slug));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const p = parsed.data!;
    expect(p.slug).toBe(slug);
    expect(p.rightFitChecklist).toHaveLength(5);
    expect(p.notRightIfChecklist.length).toBeGreaterThanOrEqual(4);
    expect(p.notRightIfChecklist.length).toBeLessThanOrEqual(5);
    expect(p.pricingTraps.traps).toHaveLength(4);
    expect(p.actionPlan.steps).toHaveLength(3);
    expect(p.faqs).toHaveLength(5);
    const savings = Number.parseFloat(p.heroStats.savings);
    expect(savings).toBeGreaterThanOrEqual(40);
    expect(savings).toBeLessThanOrEqual(95);
    expect(new URL(p.secondaryCTA.url).protocol).toBe('https:');
  });
});

describe('cloudProviderSchema refuses records that break the required counts', () => {
  const base = async () => (await readProvider('aws')) as Record<string, unknown> & CloudProvider;
  const messages = (value: unknown) =>
    cloudProviderSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('3 pricing traps', async () => {
    const p = await base();
    expect(messages({ ...p, pricingTraps: { ...p.pricingTraps, traps: p.pricingTraps.traps.slice(0, 3) } })).toEqual([
      'pricingTraps.traps: must list exactly 4 entries',
    ]);
  });

  it('no faqs, and 4 faqs', async () => {
    const { faqs, ...rest } = await base();
    expect(messages(rest)[0]).toMatch(/^faqs: /);
    expect(messages({ ...rest, faqs: faqs.slice(1) })).toEqual(['faqs: must list exactly 5 entries']);
  });

  it.each(['30%', '39%', '96%'])('hero savings of %s', async (savings) => {
    const p = await base();
    expect(messages({ ...p, heroStats: { ...p.heroStats, savings } })).toEqual([
      'heroStats.savings: must be between 40% and 95%',
    ]);
  });

  it.each(['40%', '95%', '62.5%'])('accepts hero savings of %s', async (savings) => {
    const p = await base();
    expect(messages({ ...p, heroStats: { ...p.heroStats, savings } })).toEqual([]);
  });

  it('4 right-fit items, 3 or 6 not-right items, 2 action steps, an http:// pricing link', async () => {
    const p = await base();
    expect(messages({ ...p, rightFitChecklist: p.rightFitChecklist.slice(1) })).toEqual([
      'rightFitChecklist: must list exactly 5 entries',
    ]);
    expect(messages({ ...p, notRightIfChecklist: p.notRightIfChecklist.slice(1) })[0]).toMatch(
      /^notRightIfChecklist: /,
    );
    expect(messages({ ...p, notRightIfChecklist: [...p.notRightIfChecklist, 'a', 'b'] })[0]).toMatch(
      /^notRightIfChecklist: /,
    );
    expect(messages({ ...p, actionPlan: { ...p.actionPlan, steps: p.actionPlan.steps.slice(1) } })).toEqual([
      'actionPlan.steps: must list exactly 3 entries',
    ]);
    expect(messages({ ...p, secondaryCTA: { ...p.secondaryCTA, url: 'http://calculator.aws/' } })).toEqual([
      'secondaryCTA.url: must be an https:// address',
    ]);
  });

  it('the architecture pattern is optional', async () => {
    const { architecturePattern, ...rest } = await base();
    expect(architecturePattern).toBeDefined();
    expect(messages(rest)).toEqual([]);
  });
});

describe('orderProviders', () => {
  const provider = (slug: string, name: string) => ({ slug, name }) as CloudProvider;
  it('follows the listed order, then the rest by name', () => {
    const all = [provider('b', 'Beta'), provider('z', 'Zeta'), provider('a', 'Alpha'), provider('c', 'Gamma')];
    expect(orderProviders(all, ['z', 'b', 'missing']).map((p) => p.slug)).toEqual(['z', 'b', 'a', 'c']);
  });
});
