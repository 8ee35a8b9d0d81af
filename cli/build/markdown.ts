import GithubSlugger from 'github-slugger';
import type { Heading as HeadingNode, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Heading } from '../../templates/page-context';
import { contentHash } from '../lib/hash';
import { collectImages, type MarkdownImage } from './markdown-images';
import { makeScrollRegionsFocusable } from './markdown-scroll-regions';
import { isSafeUrl, remarkSiteHtml, remarkSiteSyntax } from './markdown-syntax';

/** A problem inside a Markdown body; `line` counts from the body's first line. */
export interface MarkdownIssue {
  line: number;
  message: string;
  hint: string;
}

export interface MarkdownResult {
  html: string;
  headings: Heading[];
  issues: MarkdownIssue[];
  /** Images the body shows, marked in `html` with data-image (see markdown-images.ts). */
  images: MarkdownImage[];
}

interface Collected {
  headings: Heading[];
  issues: MarkdownIssue[];
  images: MarkdownImage[];
}

/**
 * Renders Markdown with unified + remark (CommonMark, tables, strikethrough), giving headings stable slug ids and
 * external links rel="noopener noreferrer". Results are cached by content hash, so the
 * same body is parsed once per build however many times it is asked for.
 */
export function createMarkdownRenderer(siteUrl: string) {
  const siteHost = new URL(siteUrl).host;
  const cache = new Map<string, MarkdownResult>();
  const processor = unified()
    .use(remarkParse)
    .use(remarkSiteSyntax)
    .use(() => (tree: Root, file) => {
      annotate(tree, siteHost, file.data as unknown as Collected);
      makeScrollRegionsFocusable(tree);
      const collected = file.data as unknown as Collected;
      collectImages(tree, collected.images, collected.issues);
    })
    .use(remarkSiteHtml)
    .freeze();
  return {
    render(markdown: string): MarkdownResult {
      const key = contentHash(markdown);
      const cached = cache.get(key);
      if (cached) return cached;
      const collected: Collected = { headings: [], issues: [], images: [] };
      const file = processor.processSync({ value: markdown, data: { ...collected } });
      const { headings, issues, images } = file.data as unknown as Collected;
      const result = { html: String(file), headings, issues, images };
      cache.set(key, result);
      return result;
    },
    get size() {
      return cache.size;
    },
  };
}

function annotate(tree: Root, siteHost: string, collected: Collected): void {
  const slugger = new GithubSlugger();
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'heading') {
      const explicit = takeExplicitId(node);
      const text = toString(node);
      const id = slugger.slug(explicit ?? text);
      if (explicit && id !== explicit) {
        collected.issues.push({ line, message: `uses the heading id {#${explicit}} twice`, hint: 'Give each heading its own id.' });
      }
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      collected.headings.push({ depth: node.depth, id, text });
      if (node.depth === 1) {
        collected.issues.push({
          line,
          message: 'has a level-1 heading; the page title is already the h1',
          hint: 'Use ## for sections and ### below them.',
        });
      }
    } else if ((node.type === 'link' || node.type === 'image') && !isSafeUrl(node.url)) {
      collected.issues.push({ line, message: `links to ${node.url}, a scheme the site does not allow`, hint: 'Use an https:// address, a path on the site, mailto: or tel:.' });
    } else if (node.type === 'link' && isExternal(node.url, siteHost)) {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, rel: ['noopener', 'noreferrer'] } };
    } else if (node.type === 'html') {
      collected.issues.push({
        line,
        message: 'contains raw HTML, which the build removes',
        hint: 'Write it in Markdown instead (the site CSP allows no inline HTML).',
      });
    }
  });
}

/** `## Question {#cost-savings}` sets the heading's id, so a link stays valid when the wording changes. */
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/** Removes a trailing `{#id}` from a heading's text and returns the id, if there is one. */
function takeExplicitId(heading: HeadingNode): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}

function isExternal(url: string, siteHost: string): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return false;
  try {
    return new URL(url, 'https://placeholder.invalid').host !== siteHost;
  } catch {
    return false;
  }
}
