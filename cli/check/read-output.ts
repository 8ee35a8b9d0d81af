import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseHeadersFile, type HeaderRule } from '../preview/headers-file';
import { parseRedirectsFile, type RedirectRule } from '../lib/redirects-file';
import { scanHtml, type PageFacts } from './scan-html';

/** A built site read back from disk for `site check`: its files, its pages scanned, its redirect and header rules. */

/** One HTML file of the output with what the checks need to know about it. */
export interface OutputPage {
  /** Path inside the output folder, forward slashes. */
  file: string;
  /** The URL path it is served at (clean URLs): index.html -> /, a.html -> /a, a/index.html -> /a/. */
  route: string;
  facts: PageFacts;
}

/** A built site read back from disk: every file, the parsed pages, the redirect rules. */
export interface Output {
  dir: string;
  siteUrl: string;
  files: ReadonlySet<string>;
  pages: ReadonlyMap<string, OutputPage>;
  redirects: readonly RedirectRule[];
  /** The rules of `_headers`, as static hosts apply them. */
  headers: readonly HeaderRule[];
  read(file: string): Promise<Buffer>;
  /** Gzipped size of a file (memoised: many pages share the same assets). */
  gzipSize(file: string): Promise<number>;
}

export function fileToRoute(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/** Reads an output folder; `siteUrl` comes from robots.txt's Sitemap line, which every build writes. */
export async function readOutput(dir: string): Promise<Output> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );
  const read = (file: string) => readFile(path.join(dir, file));
  const readText = async (file: string) => (files.has(file) ? (await read(file)).toString('utf8') : '');
  const pages = new Map<string, OutputPage>();
  await Promise.all(
    [...files]
      .filter((f) => f.endsWith('.html'))
      .map(async (file) => {
        pages.set(file, { file, route: fileToRoute(file), facts: scanHtml(await readText(file)) });
      }),
  );
  const robots = await readText('robots.txt');
  const siteUrl = /^Sitemap:\s*(\S+)\/sitemap[^/\s]*\.xml\s*$/im.exec(robots)?.[1] ?? '';
  const sizes = new Map<string, Promise<number>>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (!size) sizes.set(file, (size = read(file).then((b) => gzipSync(b).byteLength)));
    return size;
  };
  const redirects = parseRedirectsFile(await readText('_redirects'));
  return {
    dir,
    siteUrl,
    files,
    pages,
    redirects,
    headers: parseHeadersFile(await readText('_headers')).rules,
    read,
    gzipSize,
  };
}
