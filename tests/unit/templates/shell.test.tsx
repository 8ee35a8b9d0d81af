import { readFile } from 'node:fs/promises';
import { renderToStaticMarkup } from 'react-dom/server';
import YAML from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatUrl } from '../../../templates/components/ChatButton';
import { isCurrent } from '../../../templates/components/SiteHeader';
import { formatTitle } from '../../../cli/kit/head';
import { Shell } from '../../../templates/Shell';
import { siteConfigSchema, type SiteConfig } from '../../../templates/model/site-config';
import { FIXTURES } from '../../support/fixtures';
import { parseHtml } from '../../support/html';
import { SHELL_LABELS } from '../../../templates/ui-labels';

let site: SiteConfig;
beforeAll(async () => {
  site = siteConfigSchema.parse(YAML.parse(await readFile(`${FIXTURES}/basic-site/site.yaml`, 'utf8')));
});
const shell = (route: string) =>
  parseHtml(
    renderToStaticMarkup(
      <Shell site={site} route={route} year={2026}>
        <h1>Body</h1>
      </Shell>,
    ),
  );

describe('formatTitle', () => {
  it('adds the brand suffix unless the title already contains the brand (any case)', () => {
    expect(formatTitle('Blog', 'Chinook Digital')).toBe('Blog | Chinook Digital');
    expect(formatTitle('About chinook digital', 'Chinook Digital')).toBe('About chinook digital');
  });
});

describe('isCurrent', () => {
  it('matches the page itself and pages below a section, never the home link elsewhere', () => {
    expect(isCurrent('/blog', '/blog')).toBe(true);
    expect(isCurrent('/blog', '/blog/3')).toBe(true);
    expect(isCurrent('/cloud', '/cloud/aws')).toBe(true);
    expect(isCurrent('/blog', '/blogs')).toBe(false);
    expect(isCurrent('/', '/blog')).toBe(false);
  });
});

describe('Shell', () => {
  it('has the landmarks, a skip link to main and the hidden consent banner', () => {
    const doc = shell('/terms');
    expect(doc.querySelector('body > a.skip-link, a.skip-link')?.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelectorAll('header')).toHaveLength(1);
    expect(doc.querySelectorAll('footer')).toHaveLength(1);
    const banner = doc.querySelector<HTMLElement>('#cookie-consent > section[data-consent-banner]');
    expect(banner?.hidden).toBe(true);
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe('/privacy-policy');
  });

  it('lists the 13 navigation links in the required order, Free Audit highlighted, the current one marked', () => {
    const doc = shell('/blog/4');
    const links = [...doc.querySelectorAll('#site-nav a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/services',
      '/solutions',
      '/technology-stacks',
      '/database-solutions',
      '/mobile-development',
      '/website-checker',
      '/cloud',
      '/portfolio',
      '/resources',
      '/blog',
      '/faq',
      '/about',
      '/contact',
    ]);
    const audit = links.find((a) => a.getAttribute('href') === '/website-checker')!;
    expect(audit.textContent).toBe('Free Audit');
    expect(audit.className).toContain('site-nav__link--cta');
    expect(links.find((a) => a.textContent === 'Cloud Guides')?.getAttribute('href')).toBe('/cloud');
    expect(doc.querySelectorAll('#site-nav [aria-current=page]')).toHaveLength(1);
    expect(doc.querySelector('#site-nav [aria-current=page]')?.getAttribute('href')).toBe('/blog');
  });

  it('has a toggle for small screens that works without JavaScript (details/summary)', () => {
    const doc = shell('/');
    const toggle = doc.querySelector('details[data-nav-toggle]');
    expect(toggle?.querySelector('summary')?.getAttribute('aria-controls')).toBe('site-nav');
    expect(toggle?.nextElementSibling?.id).toBe('site-nav');
  });

  it('has exactly the required footer quick, service and legal links', () => {
    const doc = shell('/');
    const group = (title: string) =>
      [...doc.querySelectorAll('footer nav')]
        .find((n) => n.querySelector('h2')?.textContent === title)!
        .querySelectorAll('a');
    const pairs = (title: string) => [...group(title)].map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    expect(pairs(SHELL_LABELS.footerQuickLinks)).toEqual([
      'Services /services',
      'Portfolio /portfolio',
      'About /about',
      'Contact /contact',
    ]);
    expect(pairs(SHELL_LABELS.footerServices)).toEqual([
      'Website Development /services/website-development',
      'DevOps Services /services/devops',
      'Infrastructure Audit /services/devops',
      'Cost Optimization /services/devops',
      'Free Consultation /contact',
    ]);
    expect(pairs(SHELL_LABELS.footerLegal)).toEqual(['Privacy Policy /privacy', 'Terms of Service /terms']);
  });

  it('has a floating chat link with the URL-encoded message, new tab, no opener; and tel links', () => {
    const doc = shell('/');
    const chat = doc.querySelector('a.chat-button')!;
    expect(chat.getAttribute('href')).toBe(
      "https://wa.me/14035550147?text=Hi!%20I'd%20like%20to%20book%20a%20free%2015-minute%20consultation.",
    );
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(chat.getAttribute('aria-label')).toMatch(/new tab/);
    expect(doc.querySelector('a[href="tel:+14035550147"]')).not.toBeNull();
    expect(chatUrl(site.contact)).toBe(chat.getAttribute('href'));
  });
});
