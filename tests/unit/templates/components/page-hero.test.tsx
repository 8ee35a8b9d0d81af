import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHero } from '../../../../templates/components/PageHero';
import { parseHtml } from '../../../support/html';

const CRUMBS = [{ label: 'Home', href: '/' }, { label: 'About' }];
const render = (element: React.ReactElement) => parseHtml(`<body>${renderToStaticMarkup(element)}</body>`);

describe('PageHero', () => {
  it('opens the page with the breadcrumb trail, the one h1 and the lead', () => {
    const doc = render(<PageHero crumbs={CRUMBS} heading="Heading" lead="Lead" />);
    const header = doc.querySelector('body > header')!;
    expect(header.className).toBe('page-hero');
    const container = header.querySelector(':scope > div.container')!;
    expect([...container.children].map((child) => child.tagName)).toEqual(['NAV', 'H1', 'P']);
    expect(container.querySelectorAll('nav li')).toHaveLength(CRUMBS.length);
    expect(container.querySelector('p')!.className).toBe('page-hero__lead');
  });

  it('adds a template class, the narrow container and what follows the lead', () => {
    const doc = render(
      <PageHero crumbs={CRUMBS} heading="Heading" className="pricing-hero" narrow>
        <ul />
      </PageHero>,
    );
    expect(doc.querySelector('header')!.className).toBe('page-hero pricing-hero');
    const container = doc.querySelector('header > div')!;
    expect(container.className).toBe('container page-narrow');
    expect([...container.children].map((child) => child.tagName)).toEqual(['NAV', 'H1', 'UL']);
  });
});
