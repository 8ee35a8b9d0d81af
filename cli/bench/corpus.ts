import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seededRandom } from './random';
import { syntheticPost } from './synthetic-post';

export interface Corpus {
  /** A copy of the real content/ plus the generated posts in content/blog/. */
  contentDir: string;
  /** The same Markdown for Eleventy, with a one-file layout. */
  eleventyDir: string;
  posts: string[];
}

const LAYOUT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title>
<meta name="description" content="{{ description }}"></head><body><main><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>
`;

/** Writes the synthetic corpus (deterministic for a seed) into `dir`. */
export async function writeCorpus(dir: string, realContent: string, pages: number, seed = 42): Promise<Corpus> {
  await rm(dir, { recursive: true, force: true });
  const contentDir = path.join(dir, 'content');
  const eleventyDir = path.join(dir, 'eleventy');
  await cp(realContent, contentDir, { recursive: true });
  await mkdir(path.join(eleventyDir, 'posts'), { recursive: true });
  await mkdir(path.join(eleventyDir, '_includes'), { recursive: true });
  await writeFile(path.join(eleventyDir, '_includes', 'post.njk'), LAYOUT);
  await writeFile(path.join(eleventyDir, 'posts', 'posts.json'), JSON.stringify({ layout: 'post.njk' }));
  const random = seededRandom(seed);
  const posts: string[] = [];
  for (let i = 0; i < pages; i += 1) {
    const post = syntheticPost(random, i);
    posts.push(post.slug);
    await writeFile(path.join(contentDir, 'blog', `${post.slug}.md`), post.markdown);
    await writeFile(path.join(eleventyDir, 'posts', `${post.slug}.md`), post.markdown);
  }
  return { contentDir, eleventyDir, posts };
}
