import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { ContentError, type Problem } from '../../../../../cli/errors';
import { loadSite } from '../../../../../cli/pipeline/content/load-site';
import { REPO_ROOT } from '../../../../support/fixtures';

/** The real content's text (its images are not needed to load it), in a folder a test may edit. */
async function contentCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'failed-post-'));
  const source = path.join(REPO_ROOT, 'content');
  const skip = new Set(['images', '.encoded'].map((name) => path.join(source, name)));
  await cp(source, dir, { recursive: true, filter: (file) => !skip.has(file) });
  return dir;
}

async function problemsOf(contentDir: string): Promise<readonly Problem[]> {
  try {
    await loadSite({ contentDir });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('a post that fails to load', () => {
  let content: string;
  beforeEach(async () => {
    content = await contentCopy();
  });
  afterEach(() => rm(content, { recursive: true, force: true }));

  /** Breaks the first post the posts index lists (by route) with `change`; gives its file name. */
  async function breakListedPost(change: (text: string) => string): Promise<string> {
    const index = await readFile(path.join(content, 'pages/posts.md'), 'utf8');
    const { entries } = YAML.parse(index.split('\n---')[0]!.slice(4)) as { entries: { post: string }[] };
    const route = entries[0]!.post;
    const posts = await readdir(path.join(content, 'blog'));
    const texts = await Promise.all(posts.map((name) => readFile(path.join(content, 'blog', name), 'utf8')));
    const at = texts.findIndex((text) => text.includes(`\npermalink: ${route}\n`));
    expect(at, `no post in content/blog/ has the permalink ${route}`).toBeGreaterThanOrEqual(0);
    await writeFile(path.join(content, 'blog', posts[at]!), change(texts[at]!));
    return posts[at]!;
  }

  it('is one problem, its own: a page that lists it does not add "is not the route of an article"', async () => {
    const post = await breakListedPost((text) => text.replace(/\ndate: .*\n/, '\ndate: 2024-02-30\n'));
    const problems = await problemsOf(content);
    expect(problems).toEqual([
      expect.objectContaining({ field: 'date', message: expect.stringContaining('February 2024 has 29 days') }),
    ]);
    expect(problems[0]!.file).toMatch(new RegExp(`blog/${post}$`));
  });

  it('is one problem too when its front matter cannot be parsed (its route is read from its permalink line)', async () => {
    const post = await breakListedPost((text) => text.replace(/\ndate: (.*)\n/, '\ndate: !!js/function "$1"\n'));
    const problems = await problemsOf(content);
    expect(problems).toEqual([
      expect.objectContaining({ message: 'invalid YAML: the tag !!js/function is not allowed' }),
    ]);
    expect(problems[0]!.file).toMatch(new RegExp(`blog/${post}$`));
  });
});
