import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconCards } from '../../../../templates/components/IconCards';
import type { IconCard } from '../../../../templates/model/section-schemas';
import { parseHtml } from '../../../support/html';

const card = (n: number): IconCard => ({ icon: 'check', title: `Card ${n}`, text: `Text ${n}` });
const render = (element: React.ReactElement) => parseHtml(`<body>${renderToStaticMarkup(element)}</body>`);

describe('IconCards', () => {
  it('lists each card with its icon, title and text', () => {
    const doc = render(<IconCards cards={[card(1), card(2), card(3)]} />);
    const list = doc.querySelector('ul.icon-cards')!;
    expect(list.className).toBe('icon-cards');
    const items = [...list.querySelectorAll(':scope > li.icon-card')];
    expect(items.map((li) => li.querySelector('.icon-card__title')!.textContent)).toEqual([
      'Card 1',
      'Card 2',
      'Card 3',
    ]);
    expect(items.every((li) => li.querySelector('.icon-card__icon svg') && li.querySelector('.icon-card__text'))).toBe(
      true,
    );
  });

  it('marks the compact look, and four cards so that they share one row', () => {
    const doc = render(<IconCards compact cards={[card(1), card(2), card(3), card(4)]} />);
    expect(doc.querySelector('ul')!.className).toBe('icon-cards icon-cards--compact icon-cards--four');
  });

  it('shows points, and no empty paragraph for a card without text', () => {
    const doc = render(<IconCards cards={[{ icon: 'cloud', title: 'Learn', points: ['One', 'Two'] }]} />);
    expect(doc.querySelector('.icon-card__text')).toBeNull();
    expect([...doc.querySelectorAll('.icon-card__points li')].map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it("renders a page's own look from its class names, with the icon at the size asked", () => {
    const classes = { list: 'values', card: 'value', icon: 'value__icon' };
    const doc = render(<IconCards cards={[card(1), card(2)]} classes={classes} iconSize={26} />);
    const list = doc.querySelector('ul.values')!;
    const items = [...list.querySelectorAll(':scope > li.value')];
    expect(items).toHaveLength(2);
    expect(items.map((li) => [...li.children].map((child) => child.tagName))).toEqual([
      ['SPAN', 'H3', 'P'],
      ['SPAN', 'H3', 'P'],
    ]);
    expect(items[0]!.querySelector('h3')!.hasAttribute('class')).toBe(false);
    expect(items[0]!.querySelector('.value__icon svg')!.getAttribute('width')).toBe('26');
  });
});
