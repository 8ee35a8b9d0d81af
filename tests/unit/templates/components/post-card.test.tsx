import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PostCard } from '../../../../templates/components/PostCard';
import { formatShortDate } from '../../../../templates/model/format';
import type { PostSummary } from '../../../../templates/model/page-context';
import { loadContentSite, textOf } from '../../../support/content-pages';
import { parseHtml } from '../../../support/html';

const render = (element: React.ReactElement) => parseHtml(`<body>${renderToStaticMarkup(element)}</body>`);
/** The details line as a reader sees it (the dots between details are hidden from screen readers). */
const details = (doc: Document) => textOf(doc.querySelector('.post-card__meta'));
const spoken = (doc: Document) => [...doc.querySelectorAll('.post-card__meta > :not([aria-hidden])')].map(textOf);

let post: PostSummary;
beforeAll(async () => {
  post = (await loadContentSite()).collections.blog[0]!;
});

describe('PostCard', () => {
  it('shows a post of a grid with its icon, category, linked title, excerpt, date and read time', () => {
    const doc = render(<PostCard post={post} />);
    const card = doc.querySelector('article')!;
    expect(card.className).toBe('post-card');
    expect(card.getAttribute('data-category')).toBe(post.category);
    expect(card.querySelector('.post-card__top .post-card__icon svg')).not.toBeNull();
    expect(textOf(card.querySelector('.post-card__top .chip'))).toBe(post.category);
    expect(card.querySelector('h3.post-card__title a')!.getAttribute('href')).toBe(post.route);
    expect(textOf(card.querySelector('h3 a'))).toBe(post.title);
    expect(textOf(card.querySelector('.post-card__excerpt'))).toBe(post.excerpt);
    expect(details(doc)).toBe(`${formatShortDate(post.date)} · ${post.readTime} min read`);
    expect(card.querySelector('time')!.getAttribute('datetime')).toBe(post.date);
  });

  it('marks the featured post', () => {
    const doc = render(<PostCard post={post} variant="featured" />);
    expect(doc.querySelector('article')!.className).toBe('post-card post-card--featured');
    expect(doc.querySelector('.post-card__top .badge')).not.toBeNull();
  });

  it("shows a row's details first and ends it with a 'Read Article' link named by the post's title", () => {
    const doc = render(<PostCard post={post} variant="row" details={['category', 'date']} />);
    const row = doc.querySelector('article.post-card--row')!;
    expect(row.querySelector('.post-card__top')).toBeNull();
    expect(row.firstElementChild!.className).toBe('post-card__meta');
    expect(textOf(row.querySelector('.post-card__meta .chip'))).toBe(post.category);
    expect(spoken(doc)).toEqual([post.category, formatShortDate(post.date)]);
    const more = row.lastElementChild!;
    expect(more.getAttribute('href')).toBe(post.route);
    expect(textOf(more)).toBe(`Read Article “${post.title}”`);
    expect(textOf(row.querySelector('.post-card__excerpt'))).toBe(post.excerpt);
  });

  it('shows only the details a listing asks for, in its order, a dot between them', () => {
    const doc = render(<PostCard post={post} variant="row" />);
    expect(doc.querySelector('.chip')).toBeNull();
    expect(details(doc)).toBe(`${formatShortDate(post.date)} · ${post.readTime} min read`);
  });

  it('shows a line of an index as its linked title and its details, without excerpt or chip', () => {
    const doc = render(<PostCard post={post} variant="line" details={['category', 'readTime']} />);
    const line = doc.querySelector('article.post-card--line')!;
    expect(textOf(line.querySelector('h3 a'))).toBe(post.title);
    expect(line.querySelector('.post-card__excerpt, .chip, .post-card__more')).toBeNull();
    expect(details(doc)).toBe(`${post.category} · ${post.readTime} min read`);
  });
});
