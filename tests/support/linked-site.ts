import { scratchSite, type ScratchSite } from './fixtures';

const LINKS = `navigation:
  - { label: Home, href: / }
  - { label: Blog, href: /blog }
  - { label: Terms, href: /legal, highlight: true }
  - { label: Embed, href: /embed }
`;

/**
 * A scratch copy of the fixture site in which every link resolves (its navigation and footer
 * point only at pages the fixture has), so `site check` passes until a test breaks something.
 */
export async function linkedSite(): Promise<ScratchSite> {
  const site = await scratchSite();
  await site.edit('site.yaml', (text) =>
    text
      .replace(/^navigation:\n(?: {2}- .*\n)+/m, LINKS)
      .replace(/href: \/(services|portfolio|about|contact|privacy|terms)[\w/-]*/g, 'href: /legal'),
  );
  // Pages the templates always link to (calls to action) that the fixture has no page for.
  const targets = ['/privacy-policy', '/contact', '/website-checker'];
  await site.edit(
    'redirects.yaml',
    (text) => text + targets.map((from) => `- { from: ${from}, to: /legal }\n`).join(''),
  );
  return site;
}
