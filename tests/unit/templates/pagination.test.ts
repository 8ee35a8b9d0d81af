import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../../../templates/model/page-context';
import { blogIndexTemplate } from '../../../templates/pages/BlogIndex';
import { blogListings, categorySlug, listingRoute, paginate, POSTS_PER_PAGE } from '../../../templates/pagination';

const post = (n: number, category = n % 2 ? 'Security' : 'UX Design', featured = false): PostSummary => ({
  route: `/p/${n}`,
  title: `Post ${n}`,
  excerpt: 'x',
  category,
  date: `2025-01-${String(28 - (n % 28)).padStart(2, '0')}`,
  readTime: 5,
  featured,
  icon: 'zap',
});
const posts = Array.from({ length: 30 }, (_, i) => post(i + 1, undefined, i === 0));

describe('pagination', () => {
  it('makes pages of 12 with routes /base, /base/page/2, ...', () => {
    const pages = paginate('/blog', posts.slice(0, 25));
    expect(POSTS_PER_PAGE).toBe(12);
    expect(pages.map((p) => [p.number, p.count, p.posts.length])).toEqual([
      [1, 3, 12],
      [2, 3, 12],
      [3, 3, 1],
    ]);
    expect(pages[0]!.routes).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(listingRoute('/blog/category/seo', 2)).toBe('/blog/category/seo/page/2');
  });

  it('has one empty page for an empty listing', () => {
    expect(paginate('/blog', []).map((p) => p.posts.length)).toEqual([0]);
  });

  it('slugs categories for URLs', () => {
    expect(categorySlug('UX Design')).toBe('ux-design');
    expect(categorySlug('Conversion Optimization')).toBe('conversion-optimization');
  });

  it('lists all posts (the featured one above page 1, not repeated) and each category, named or used', () => {
    const { featured, pages, categories } = blogListings('/blog', posts, ['SEO', 'Security']);
    expect(featured?.route).toBe('/p/1');
    expect(categories).toEqual(['SEO', 'Security', 'UX Design']);
    const all = pages.filter((p) => !p.category);
    expect(all.flatMap((p) => p.posts).map((p) => p.route)).not.toContain('/p/1');
    expect(all.flatMap((p) => p.posts)).toHaveLength(29);
    expect(pages.filter((p) => p.category === 'Security').map((p) => p.routes[p.number - 1])).toEqual([
      '/blog/category/security',
      '/blog/category/security/page/2',
    ]);
    expect(pages.filter((p) => p.category === 'SEO').map((p) => p.posts.length)).toEqual([0]);
  });
});

describe('the blog listing template', () => {
  const data = {
    template: 'blog-index' as const,
    title: 'Blog',
    description: 'The blog of the site, with every post.',
    heading: 'Blog',
    intro: 'Posts.',
    categories: ['Security'],
    categoryTitle: '{category} posts',
    categoryDescription: 'Posts about {category}.',
    pageSuffix: ' (page {page} of {count})',
    empty: 'None yet.',
    newsletter: { title: 't', text: 't', cta: 'c' },
  };

  it('paginates into routes with their own titles and descriptions, so no two pages share them', () => {
    const routes = blogIndexTemplate.paginate!({ route: '/blog', title: 'Blog', description: data.description, data }, {
      blog: posts,
    } as never);
    expect(routes.map((r) => r.route)).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/category/security',
      '/blog/category/security/page/2',
      '/blog/category/ux-design',
      '/blog/category/ux-design/page/2',
    ]);
    expect(routes.map((r) => r.title)).toEqual([
      'Blog',
      'Blog (page 2 of 3)',
      'Blog (page 3 of 3)',
      'Security posts',
      'Security posts (page 2 of 2)',
      'UX Design posts',
      'UX Design posts (page 2 of 2)',
    ]);
    expect(new Set(routes.map((r) => r.description)).size).toBe(routes.length);
    expect(routes[0]!.data.listing?.featured?.route).toBe('/p/1');
    expect(routes[1]!.data.listing?.featured).toBeUndefined();
  });
});
