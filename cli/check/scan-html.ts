import { Parser } from 'htmlparser2';
import { TextBlocks } from './page-text';

/** A URL the page points at: a link to follow, or a subresource the browser loads. */
export interface Reference {
  tag: string;
  attr: string;
  url: string;
  /** Loaded by the page itself (script, stylesheet, image, frame), not followed by a visitor. */
  subresource: boolean;
}

export interface ImageFacts {
  src: string;
  alt?: string;
  width?: string;
  height?: string;
  /** Marked decorative (role="presentation"/"none" or aria-hidden), so an empty alt is right. */
  decorative: boolean;
}

/** What the checks need to know about one HTML file, gathered in a single parsing pass. */
export interface PageFacts {
  lang?: string;
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  /** The target of a `<meta http-equiv="refresh">` (redirect stubs). */
  refresh?: string;
  h1: number;
  /** Every id (and a[name]) with how often it occurs. */
  ids: Map<string, number>;
  references: Reference[];
  images: ImageFacts[];
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
  islands: string[];
  /** The entries islands name for the island loader (`data-island-src`), which it imports on demand. */
  islandScripts: string[];
  /** Texts of executable scripts without `src` (JSON and JSON-LD blocks are data, not counted). */
  inlineScripts: string[];
  /** Texts of <style> elements. */
  inlineStyles: string[];
  /** Policies of `<meta http-equiv="Content-Security-Policy">` elements; they apply besides the header's. */
  metaPolicies: string[];
  styleAttributes: number;
  eventHandlers: string[];
  jsonLd: string[];
  /** Links opening a new tab without rel="noopener". */
  unsafeBlankTargets: string[];
  /** The text of each block (paragraph, list item, cell, heading) of the page's prose (`.prose`: rendered Markdown). */
  prose: string[];
  /** Every block of text a visitor reads on the page, but quotations and a project's own figures (see TextBlocks). */
  text: string[];
  /** Every block of text a visitor reads on the page (see TextBlocks). */
  words: string[];
}

/** Blocks of prose whose text is read as one run of sentences. */
const PROSE_BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'dd',
  'dt',
  'figcaption',
]);

const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);
const SUBRESOURCE_LINKS = new Set([
  'stylesheet',
  'icon',
  'modulepreload',
  'preload',
  'prefetch',
  'manifest',
  'apple-touch-icon',
]);
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
};

export function scanHtml(html: string): PageFacts {
  const facts: PageFacts = {
    h1: 0,
    ids: new Map(),
    references: [],
    images: [],
    scripts: [],
    modulePreloads: [],
    stylesheets: [],
    islands: [],
    islandScripts: [],
    inlineScripts: [],
    inlineStyles: [],
    metaPolicies: [],
    styleAttributes: 0,
    eventHandlers: [],
    jsonLd: [],
    unsafeBlankTargets: [],
    prose: [],
    text: [],
    words: [],
  };
  const read = new TextBlocks();
  let text: 'title' | 'json-ld' | 'script' | 'style' | undefined;
  let buffer = '';
  // Inside a .prose element: how deep, and the text of the block being read.
  let proseDepth = 0;
  let block = '';
  const endBlock = () => {
    if (block.trim()) facts.prose.push(block.replace(/\s+/g, ' ').trim());
    block = '';
  };
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        collectElement(facts, tag, attrs);
        read.open(tag, attrs);
        if (proseDepth > 0) {
          proseDepth += 1;
          if (PROSE_BLOCKS.has(tag)) endBlock();
        } else if ((attrs.class ?? '').split(/\s+/).includes('prose')) proseDepth = 1;
        if (tag === 'title' && facts.title === undefined) text = 'title';
        else if (tag === 'script' && attrs.type === 'application/ld+json') text = 'json-ld';
        else if (tag === 'script' && !attrs.src && !DATA_SCRIPT_TYPES.has((attrs.type ?? '').toLowerCase()))
          text = 'script';
        else if (tag === 'style') text = 'style';
        buffer = '';
      },
      ontext(data) {
        if (text) buffer += data;
        read.text(data);
        if (proseDepth > 0) block += data;
      },
      onclosetag(tag) {
        read.close(tag);
        if (proseDepth > 0) {
          if (PROSE_BLOCKS.has(tag) || proseDepth === 1) endBlock();
          proseDepth -= 1;
        }
        if (text === 'title' && tag === 'title') facts.title = buffer.trim();
        else if (text === 'json-ld' && tag === 'script') facts.jsonLd.push(buffer);
        else if (text === 'script' && tag === 'script') facts.inlineScripts.push(buffer);
        else if (text === 'style' && tag === 'style') facts.inlineStyles.push(buffer);
        if (tag === 'title' || tag === 'script' || tag === 'style') text = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  facts.text = read.claims;
  facts.words = read.all;
  return facts;
}

function collectElement(facts: PageFacts, tag: string, attrs: Record<string, string>): void {
  if (tag === 'html' && attrs.lang !== undefined) facts.lang = attrs.lang;
  if (tag === 'h1') facts.h1 += 1;
  const id = attrs.id ?? (tag === 'a' ? attrs.name : undefined);
  if (id) facts.ids.set(id, (facts.ids.get(id) ?? 0) + 1);
  if (attrs.style !== undefined) facts.styleAttributes += 1;
  for (const name of Object.keys(attrs)) if (name.startsWith('on')) facts.eventHandlers.push(`${tag}[${name}]`);
  if (attrs['data-island'] !== undefined) facts.islands.push(attrs['data-island']);
  if (attrs['data-island-src']) {
    facts.islandScripts.push(attrs['data-island-src']);
    facts.references.push({ tag, attr: 'data-island-src', url: attrs['data-island-src'], subresource: true });
  }
  if (tag === 'meta') collectMeta(facts, attrs);

  const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
  if (tag === 'link' && rel.includes('canonical')) facts.canonical = attrs.href;
  if (tag === 'link' && rel.includes('stylesheet') && attrs.href) facts.stylesheets.push(attrs.href);
  if (tag === 'link' && rel.includes('modulepreload') && attrs.href) facts.modulePreloads.push(attrs.href);
  if (tag === 'script') {
    if (attrs.src) facts.scripts.push(attrs.src);
  }
  if (
    tag === 'a' &&
    attrs.target === '_blank' &&
    attrs.href &&
    !rel.includes('noopener') &&
    !rel.includes('noreferrer')
  ) {
    facts.unsafeBlankTargets.push(attrs.href);
  }
  if (tag === 'img') {
    const role = attrs.role ?? '';
    facts.images.push({
      src: attrs.src ?? '',
      ...(attrs.alt !== undefined ? { alt: attrs.alt } : {}),
      ...(attrs.width !== undefined ? { width: attrs.width } : {}),
      ...(attrs.height !== undefined ? { height: attrs.height } : {}),
      decorative: role === 'presentation' || role === 'none' || attrs['aria-hidden'] === 'true',
    });
  }

  const subresource =
    tag !== 'a' && tag !== 'area' && tag !== 'form' && (tag !== 'link' || rel.some((r) => SUBRESOURCE_LINKS.has(r)));
  for (const attr of URL_ATTRIBUTES[tag] ?? []) {
    const url = attrs[attr];
    if (url !== undefined && url !== '') facts.references.push({ tag, attr, url, subresource });
  }
  for (const candidate of (attrs.srcset ?? '').split(',')) {
    const url = candidate.trim().split(/\s+/)[0];
    if (url) facts.references.push({ tag, attr: 'srcset', url, subresource: true });
  }
}

function collectMeta(facts: PageFacts, attrs: Record<string, string>): void {
  const name = (attrs.name ?? '').toLowerCase();
  if (name === 'description') facts.description = attrs.content;
  else if (name === 'robots') facts.robots = attrs.content;
  else if ((attrs['http-equiv'] ?? '').toLowerCase() === 'content-security-policy' && attrs.content)
    facts.metaPolicies.push(attrs.content);
  else if ((attrs['http-equiv'] ?? '').toLowerCase() === 'refresh') {
    const match = /url\s*=\s*(.+)$/i.exec(attrs.content ?? '');
    if (match) facts.refresh = match[1]!.trim().replace(/^['"]|['"]$/g, '');
  }
}
