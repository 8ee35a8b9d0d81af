import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CallToAction,
  ClosingCallToAction,
  type CallToActionBand,
} from '../../../../templates/components/CallToAction';
import { parseHtml } from '../../../support/html';

const BAND: CallToActionBand = {
  title: 'Title',
  text: 'Text',
  primary: { label: 'Primary', href: '/contact', track: 'band_primary' },
  secondary: { label: 'Secondary', href: '/services' },
};
const render = (element: React.ReactElement) => parseHtml(`<body>${renderToStaticMarkup(element)}</body>`);

describe('CallToAction', () => {
  it('is a section named by its heading, with the primary action first', () => {
    const doc = render(<CallToAction {...BAND} />);
    const section = doc.querySelector('body > section.cta-band')!;
    const heading = section.querySelector('h2')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    const links = [...section.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/contact', '/services']);
    expect(links[0]!.dataset.track).toBe('band_primary');
    expect(links[0]!.querySelector('svg')).not.toBeNull();
  });

  it('leaves the secondary action out when there is none', () => {
    const doc = render(<CallToAction {...BAND} secondary={undefined} />);
    expect(doc.querySelectorAll('a')).toHaveLength(1);
  });
});

describe('ClosingCallToAction', () => {
  it('puts the band in a container of its own', () => {
    const doc = render(<ClosingCallToAction cta={BAND} />);
    const container = doc.querySelector('body > div.container')!;
    expect([...container.children].map((child) => child.className)).toEqual(['cta-band']);
  });
});
