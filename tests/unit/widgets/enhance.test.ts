// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceQuickActions } from '../../../widgets/enhance/quick-actions';
import { enhanceMobileMenu } from '../../../widgets/enhance/mobile-menu';
import { followNotFoundRedirect, matchWildcard, resolveMiss } from '../../../widgets/enhance/wildcard-redirect';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('mobile menu', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-nav-toggle><summary>Menu</summary></details>
      <nav id="site-nav"><a href="#x">X</a><span>not a link</span></nav>`;
    enhanceMobileMenu(document);
  });
  const toggle = () => document.querySelector('details')!;

  it('closes when a link in the menu is chosen', () => {
    toggle().open = true;
    document.querySelector<HTMLAnchorElement>('#site-nav a')!.click();
    expect(toggle().open).toBe(false);
  });

  it('stays open on other clicks, closes on Escape', () => {
    toggle().open = true;
    document.querySelector<HTMLElement>('#site-nav span')!.click();
    expect(toggle().open).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(toggle().open).toBe(false);
  });
});

describe('quick actions', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  const bar = () => document.querySelector<HTMLElement>('.floating-actions')!;
  beforeEach(() => {
    scrollTo(0);
    document.body.innerHTML = `
      <main><form><input id="field"></form></main>
      <aside class="floating-actions"><a href="#chat">Chat</a><a data-back-to-top hidden href="#top">Top</a></aside>`;
    enhanceQuickActions(document);
  });

  it('shows back-to-top only once the page is scrolled past 300 px', () => {
    const button = document.querySelector<HTMLElement>('[data-back-to-top]')!;
    scrollTo(300);
    expect(button.hidden).toBe(true);
    scrollTo(301);
    expect(button.hidden).toBe(false);
    scrollTo(0);
    expect(button.hidden).toBe(true);
  });

  it('stay hidden at the top and while the visitor reads down the page, and show when they scroll back up', () => {
    expect(bar().hasAttribute('data-shown')).toBe(false);
    scrollTo(400);
    scrollTo(1200);
    expect(bar().hasAttribute('data-shown')).toBe(false);
    scrollTo(900);
    expect(bar().hasAttribute('data-shown')).toBe(true);
    scrollTo(1500);
    expect(bar().hasAttribute('data-shown')).toBe(false);
  });
});

describe('wildcard redirects', () => {
  const rules = [
    { prefix: '/contact-me/', to: '/contact' },
    { prefix: '/_nub/', to: '/' },
  ];
  it('matches paths below the prefix and the bare prefix, nothing else', () => {
    expect(matchWildcard('/contact-me/TosspringMobile', rules)).toBe('/contact');
    expect(matchWildcard('/_nub/a/b', rules)).toBe('/');
    expect(matchWildcard('/_nub', rules)).toBe('/');
    expect(matchWildcard('/_nubx', rules)).toBeUndefined();
    expect(matchWildcard('/contact', rules)).toBeUndefined();
  });
});

describe('a miss on the 404 page of a host without _redirects or clean URLs', () => {
  const table = {
    routes: ['/', '/about', '/blog', '/blog/page/2', '/sample-page/', '/services/devops'],
    redirects: [
      ['/blogs', '/blog'],
      ['/contact/', '/contact'],
      ['/old-cdn-page/', '/sample-page/'],
      ['/services/infraDesign', '/services/devops#plans'],
    ] as [string, string][],
  };
  const wildcards = [{ prefix: '/contact-me/', to: '/about' }];
  const resolve = (path: string) => resolveMiss(path, table, wildcards);

  it('sends a route asked for in its other form to the route', () => {
    expect(resolve('/about/')).toBe('/about');
    expect(resolve('/blog/page/2/')).toBe('/blog/page/2');
    expect(resolve('/sample-page')).toBe('/sample-page/');
    expect(resolve('/sample-page.html')).toBe('/sample-page/');
    expect(resolve('/sample-page/index.html/')).toBeUndefined();
  });

  it('asks for the file when the host answers the route itself with the 404 page (no clean URLs), and never loops', () => {
    expect(resolve('/about')).toBe('/about.html');
    expect(resolve('/sample-page/')).toBe('/sample-page/index.html');
    expect(resolve('/about.html')).toBeUndefined();
    expect(resolve('/sample-page/index.html')).toBeUndefined();
  });

  it('follows exact redirects in either form, then wildcards; a real miss stays', () => {
    expect(resolve('/blogs')).toBe('/blog');
    expect(resolve('/blogs/')).toBe('/blog');
    expect(resolve('/contact/')).toBe('/contact');
    expect(resolve('/old-cdn-page')).toBe('/sample-page/');
    expect(resolve('/services/infraDesign')).toBe('/services/devops#plans');
    expect(resolve('/contact-me/anyone')).toBe('/about');
    expect(resolve('/nowhere')).toBeUndefined();
    expect(resolve('/abou')).toBeUndefined();
  });

  it('replaces the location, keeping the query and the fragment unless the target has one', () => {
    const replaced: string[] = [];
    const page = (href: string) => {
      const url = new URL(href, 'https://site.example');
      const doc = document.implementation.createHTMLDocument();
      doc.body.innerHTML = `<script type="application/json" id="route-table">${JSON.stringify(table)}</script>
        <script type="application/json" id="wildcard-redirects">${JSON.stringify(wildcards)}</script>`;
      const location = {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        replace: (to: string) => replaced.push(to),
      };
      Object.defineProperty(doc, 'defaultView', { value: { location } });
      return doc;
    };
    expect(followNotFoundRedirect(page('/about/?ref=x#team'))).toBe(true);
    expect(followNotFoundRedirect(page('/services/infraDesign?ref=y#top'))).toBe(true);
    expect(followNotFoundRedirect(page('/nowhere?ref=z'))).toBe(false);
    expect(replaced).toEqual(['/about?ref=x#team', '/services/devops?ref=y#plans']);
  });
});
