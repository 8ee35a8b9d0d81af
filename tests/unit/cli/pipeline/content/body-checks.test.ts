import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FrontMatterCache } from '../../../../../cli/pipeline/content/front-matter-cache';
import { loadSite } from '../../../../../cli/pipeline/content/load-site';
import * as markdown from '../../../../../cli/pipeline/markdown/render-markdown';
import { REPO_ROOT } from '../../../../support/fixtures';

vi.mock('../../../../../cli/pipeline/markdown/render-markdown', async (original) => {
  const real = await original<typeof markdown>();
  return { ...real, createMarkdownRenderer: vi.fn(real.createMarkdownRenderer) };
});

/**
 * A template's body check (the FAQ page's: its questions against its headings) renders the
 * body's Markdown. Once it passed, a build with the same data, body, settings and code skips it.
 */
describe('body checks at load', () => {
  const contentDir = path.join(REPO_ROOT, 'content');

  it('run once, then are skipped while their inputs are unchanged', async () => {
    const first = new FrontMatterCache({});
    await loadSite({ contentDir, frontMatter: first });
    expect(markdown.createMarkdownRenderer).toHaveBeenCalled();
    expect(first.nextPassed.size).toBeGreaterThan(0);

    vi.mocked(markdown.createMarkdownRenderer).mockClear();
    const saved = { sources: first.next, passed: [...first.nextPassed], schema: 'code' };
    const second = await FrontMatterCache.of(saved, Promise.resolve('code'));
    await loadSite({ contentDir, frontMatter: second });
    expect(markdown.createMarkdownRenderer).not.toHaveBeenCalled();
    expect([...second.nextPassed]).toEqual([...first.nextPassed]);

    // Other code (its key), the check runs again.
    vi.mocked(markdown.createMarkdownRenderer).mockClear();
    await loadSite({ contentDir, frontMatter: await FrontMatterCache.of(saved, Promise.resolve('other code')) });
    expect(markdown.createMarkdownRenderer).toHaveBeenCalled();
  }, 60_000);
});
