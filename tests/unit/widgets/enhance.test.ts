// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceBackToTop } from '../../../widgets/enhance/back-to-top';
import { enhanceMobileMenu } from '../../../widgets/enhance/mobile-menu';
import { matchWildcard } from '../../../widgets/enhance/wildcard-redirect';

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

describe('back to top', () => {
  it('is hidden until the page is scrolled past 300 px', () => {
    document.body.innerHTML = '<a data-back-to-top hidden href="#top">Top</a>';
    enhanceBackToTop(document);
    const button = document.querySelector<HTMLElement>('[data-back-to-top]')!;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(300);
    expect(button.hidden).toBe(true);
    scrollTo(301);
    expect(button.hidden).toBe(false);
    scrollTo(0);
    expect(button.hidden).toBe(true);
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
