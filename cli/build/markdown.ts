import GithubSlugger from 'github-slugger';
import type { Heading } from '../../templates/page-context';
import { contentHash } from '../lib/hash';
import { outlineOf, type BodyOutline } from './markdown-events';
import { collectImages, type MarkdownImage } from './markdown-images';
import { makeScrollRegionsFocusable } from './markdown-scroll-regions';
import { decodeHtml, isSafeUrl, markdownToHtml } from './markdown-syntax';

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

/** How many results a renderer keeps. */
const CACHED = 64;

/**
 * Renders Markdown (CommonMark, tables, strikethrough; see markdown-syntax.ts), giving headings
 * stable slug ids and external links rel="noopener noreferrer", and reporting what a body must
 * not contain with its line. The latest results are kept by content hash, so a body asked for
 * again soon after (a listing's pages share one) is parsed once.
 */
export function createMarkdownRenderer(siteUrl: string) {
  const siteHost = new URL(siteUrl).host;
  const cache = new Map<string, MarkdownResult>();
  return {
    render(markdown: string): MarkdownResult {
      const key = contentHash(markdown);
      const cached = cache.get(key);
      if (cached) return cached;
      const { html: raw, events } = markdownToHtml(markdown);
      const outline = outlineOf(events);
      const issues = urlIssues(outline);
      const headings: Heading[] = [];
      const images: MarkdownImage[] = [];
      let html = identifyHeadings(raw, outline.headingLines, headings, issues);
      html = collectImages(html, outline.imageLines, images, issues);
      html = makeScrollRegionsFocusable(markExternalLinks(html, siteHost));
      issues.sort((a, b) => a.line - b.line);
      const result = { html, headings, issues, images };
      cache.set(key, result);
      // Bounded: repeats are near each other (the pages of one paginated listing share a body).
      if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
      return result;
    },
    get size() {
      return cache.size;
    },
  };
}

function urlIssues(outline: BodyOutline): MarkdownIssue[] {
  const issues: MarkdownIssue[] = outline.destinations
    .filter((d) => !isSafeUrl(d.url))
    .map(({ url, line }) => ({ line, message: `links to ${url}, a scheme the site does not allow`, hint: 'Use an https:// address, a path on the site, mailto: or tel:.' }));
  for (const line of outline.rawHtmlLines) {
    issues.push({ line, message: 'contains raw HTML, which the build removes', hint: 'Write it in Markdown instead (the site CSP allows no inline HTML).' });
  }
  return issues;
}

/** micromark writes headings as bare `<hN>…</hN>` (raw HTML never gets through): the n-th is the n-th heading. */
const HEADING = /<h([1-6])>([\s\S]*?)<\/h\1>/g;
/** `## Question {#cost-savings}` sets the heading's id, so a link stays valid when the wording changes. */
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

function identifyHeadings(html: string, lines: readonly number[], headings: Heading[], issues: MarkdownIssue[]): string {
  const slugger = new GithubSlugger();
  let index = 0;
  return html.replace(HEADING, (_, level: string, inner: string) => {
    const line = lines[index++] ?? 1;
    const depth = Number(level);
    const explicit = EXPLICIT_ID.exec(inner);
    const content = explicit ? inner.slice(0, explicit.index) : inner;
    const text = decodeHtml(content.replace(/<[^>]*>/g, '')).trim();
    const id = slugger.slug(explicit?.[1] ?? text);
    if (explicit && id !== explicit[1]) issues.push({ line, message: `uses the heading id {#${explicit[1]}} twice`, hint: 'Give each heading its own id.' });
    if (depth === 1) issues.push({ line, message: 'has a level-1 heading; the page title is already the h1', hint: 'Use ## for sections and ### below them.' });
    headings.push({ depth, id, text });
    return `<h${depth} id="${id}">${content}</h${depth}>`;
  });
}

/** Links leaving the site open without giving the other site a handle on this page. */
function markExternalLinks(html: string, siteHost: string): string {
  return html.replace(/<a href="([^"]*)"/g, (whole, href: string) => (isExternal(decodeHtml(href), siteHost) ? `${whole} rel="noopener noreferrer"` : whole));
}

function isExternal(url: string, siteHost: string): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return false;
  try {
    return new URL(url, 'https://placeholder.invalid').host !== siteHost;
  } catch {
    return false;
  }
}
