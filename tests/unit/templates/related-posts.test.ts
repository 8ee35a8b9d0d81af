import { describe, expect, it } from 'vitest';
import { relatedPosts } from '../../../templates/pages/Article';
import type { PostSummary } from '../../../templates/model/page-context';

const post = (route: string, category: string): PostSummary => ({
  route,
  title: route,
  excerpt: 'x',
  category,
  date: '2025-01-01',
  readTime: 5,
  featured: false,
  icon: 'zap',
});

describe('relatedPosts', () => {
  // Newest first, as the blog collection is sorted.
  const all = [
    post('/a', 'Security'),
    post('/b', 'SEO'),
    post('/c', 'Security'),
    post('/d', 'SEO'),
    post('/e', 'Security'),
    post('/f', 'Security'),
  ];

  it('gives three others of the same category first, in listing order, never the page itself', () => {
    expect(relatedPosts(all, '/c', 'Security').map((p) => p.route)).toEqual(['/a', '/e', '/f']);
    expect(relatedPosts(all, '/a', 'Security').map((p) => p.route)).toEqual(['/c', '/e', '/f']);
  });

  it('fills up with other categories when its own has too few', () => {
    expect(relatedPosts(all, '/b', 'SEO').map((p) => p.route)).toEqual(['/d', '/a', '/c']);
    expect(relatedPosts([post('/only', 'X')], '/only', 'X')).toEqual([]);
  });
});
