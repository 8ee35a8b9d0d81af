import type { MarkdownIssue } from './markdown';
import { decodeHtml, isSafeUrl } from './markdown-syntax';

/** An image a Markdown body shows: its `src` as written, and the body line it is on. */
export interface MarkdownImage {
  src: string;
  line: number;
}

/** micromark's image: `<img src="…" alt="…" />`, a title after the alt; the n-th is the body's n-th image. */
const IMAGE = /<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/g;

/**
 * Finds the body's images (`![what it shows](./photo.jpg)`): each must describe itself (alt
 * text) and live in content/ (the CSP allows images from the site only, and the pipeline makes
 * them responsive). They are marked `data-image`; the page renderer swaps each for a <picture>.
 * `lines` are the images' lines, in order.
 */
export function collectImages(html: string, lines: readonly number[], images: MarkdownImage[], issues: MarkdownIssue[]): string {
  let index = 0;
  return html.replace(IMAGE, (_, src: string, alt: string) => {
    const line = lines[index++] ?? 1;
    const url = decodeHtml(src);
    if (!alt.trim()) {
      issues.push({ line, message: `has an image without alt text (${url})`, hint: 'Describe what it shows: ![A chart of load time against sales](./chart.png).' });
    }
    // A scripting scheme is reported with the links (markdown.ts); micromark empties it.
    if (!url || !isSafeUrl(url)) return `<img src="" alt="${alt}">`;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) {
      issues.push({ line, message: `shows an image from another site (${url})`, hint: 'Save the image into content/images/ (or beside the page) and link it from there.' });
      return `<img src="${src}" alt="${alt}">`;
    }
    images.push({ src: url, line });
    return `<img src="${src}" alt="${alt}" data-image="">`;
  });
}
