import { describe, expect, it } from 'vitest';
import { FrontMatterCache, type CachedFrontMatter } from '../../../../../cli/pipeline/content/front-matter-cache';

const entry: CachedFrontMatter = {
  key: 'text-key',
  templateName: 'article',
  data: { title: 'A post' },
  bodyStart: 40,
  bodyLine: 5,
  route: '/articles/a-post/',
};
const saved = { sources: { '/content/blog/a-post.md': entry }, passed: ['check-key'], schema: 'code' };

/** A schemas' key that is never found: what waiting for it would hang on. */
const never = new Promise<string>(() => {});

describe('FrontMatterCache.of', () => {
  it('reuses the entries and checks of a state made under the same schemas', async () => {
    const cache = await FrontMatterCache.of(saved, Promise.resolve('code'));
    expect(cache.get('/content/blog/a-post.md', 'text-key')).toBe(entry);
    expect(cache.passed('check-key')).toBe(true);
  });

  it('drops them under other schemas, or when the state does not say which', async () => {
    for (const [state, schema] of [
      [saved, 'changed code'],
      [{ ...saved, schema: undefined }, 'code'],
    ] as const) {
      const cache = await FrontMatterCache.of(state, Promise.resolve(schema));
      expect(cache.get('/content/blog/a-post.md', 'text-key')).toBeUndefined();
      expect(cache.passed('check-key')).toBe(false);
    }
  });

  it('does not wait for the schemas when the state has nothing to reuse (a cold build)', async () => {
    const cache = await FrontMatterCache.of({ sources: {}, passed: [] }, never);
    expect(cache.get('/content/blog/a-post.md', 'text-key')).toBeUndefined();
  }, 2_000);
});
