import type { ImageInfo } from '../../kit/image';
import type { BodySection, Heading } from '../../kit/page-context';

/** A problem inside a Markdown body; `line` counts from the body's first line (none: the whole body). */
export interface MarkdownIssue {
  line?: number;
  message: string;
  hint: string;
}

/** An image a Markdown body shows: its `src` as written, and the body line it is on. */
export interface MarkdownImage {
  src: string;
  line: number;
}

/** A link of a body to a page of the site: its URL as written, and its body line (none: a plugin made it). */
export interface BodyLink {
  url: string;
  line?: number;
}

/** A block of a body's prose (paragraph, list item, cell, heading): its text, newlines kept, and its first body line. */
export interface ProseBlock {
  text: string;
  line: number;
  /** The nearest heading above the block, when there is one: an offer's name there prices the block's sentences. */
  heading?: string;
}

/** What rendering one body gives: stored in the cache as JSON, so plain data only. */
export interface MarkdownResult {
  html: string;
  /** The same body with its first image loaded eagerly: only when it shows one (the page decides which to use). */
  eagerHtml?: string;
  headings: Heading[];
  /** The body split at its level-2 headings, when the page's template asks for it. */
  sections?: { intro: string; sections: BodySection[] };
  issues: MarkdownIssue[];
  /** The local images the body shows, found or not (the build reports the missing ones). */
  images: MarkdownImage[];
  /** Its links to the site's own pages, checked once every route is known. */
  links: BodyLink[];
  /** Its blocks of prose that state a dollar amount, checked against the offers. */
  prices: ProseBlock[];
  /** The maintainer's plugins (their site.yaml fields) that changed this body; none is left out. */
  changedBy?: string[];
}

/** What one page's body is rendered with besides its text. */
export interface BodyOptions {
  /** The body's folder inside content/ (`blog`), for images named relative to it. */
  dir?: string;
  /** What the image pipeline made, by path inside content/: body images become its <picture>. */
  images?: Readonly<Record<string, ImageInfo>>;
  /** Split the body at its level-2 headings (see MarkdownResult.sections). */
  sections?: boolean;
}

/** Messages the site's own plugins report through the file; only these become content problems. */
export const SITE_SOURCE = 'site';

declare module 'vfile' {
  interface DataMap {
    /** Set by the caller: how this body is rendered. */
    body: BodyOptions;
    /** Set by the site's plugins: the outline the templates use. */
    headings: Heading[];
    images: MarkdownImage[];
    links: BodyLink[];
    prices: ProseBlock[];
    /** The maintainer's plugins (by site.yaml field) that changed this body's tree. */
    changedBy: string[];
    /** True once a body image became a <picture> (the renderer then writes the eager variant too). */
    pictures: boolean;
  }
}
