import { SiteError } from '../errors';
import { copyFolderIn, removeFolder } from '../lib/write/folders';
import { mkdirIn, writeIn } from '../lib/write/fs-writes';
import path from 'node:path';
import { feedFolder } from '../pipeline/content';
import { seededRandom } from './random';
import { syntheticPost } from './synthetic-post';
import { readdir, readFile } from 'node:fs/promises';

export interface Corpus {
  /** A copy of the real content/ plus the generated posts in the folder of the collection the feed lists. */
  contentDir: string;
  /** That folder: where the posts are. */
  postsDir: string;
  /** The same Markdown for Eleventy, with a one-file layout. */
  eleventyDir: string;
  posts: string[];
}

const LAYOUT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title>
<meta name="description" content="{{ description }}"></head><body><main><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>
`;

/** Writes the synthetic corpus (deterministic for a seed) into `dir`. */
export async function writeCorpus(dir: string, realContent: string, pages: number, seed = 42): Promise<Corpus> {
  await removeFolder(dir, 'bench');
  const contentDir = path.join(dir, 'content');
  const eleventyDir = path.join(dir, 'eleventy');
  await copyFolderIn(realContent, dir, 'content');
  await mkdirIn(eleventyDir, 'posts');
  await mkdirIn(eleventyDir, '_includes');
  await writeIn(eleventyDir, '_includes/post.njk', LAYOUT);
  await writeIn(eleventyDir, 'posts/posts.json', JSON.stringify({ layout: 'post.njk' }));
  const folder = feedFolder();
  if (!folder) throw new SiteError('The benchmark writes articles: the site declares no collection with a feed.');
  const random = seededRandom(seed);
  const icons = await iconsOf(path.join(contentDir, folder));
  const posts: string[] = [];
  for (let i = 0; i < pages; i += 1) {
    const post = syntheticPost(random, i, icons);
    posts.push(post.slug);
    await writeIn(contentDir, `${folder}/${post.slug}.md`, post.markdown);
    await writeIn(eleventyDir, `posts/${post.slug}.md`, post.markdown);
  }
  return { contentDir, postsDir: path.join(contentDir, folder), eleventyDir, posts };
}

/** The icons the site's own posts show (`icon:` in their front matter), in order of name: what synthetic ones may show. */
async function iconsOf(postsDir: string): Promise<string[]> {
  const files = (await readdir(postsDir)).filter((file) => file.endsWith('.md')).sort();
  const icons = new Set<string>();
  for (const file of files) {
    const icon = /^icon:\s*([\w-]+)\s*$/m.exec(await readFile(path.join(postsDir, file), 'utf8'))?.[1];
    if (icon) icons.add(icon);
  }
  return [...icons].sort();
}
