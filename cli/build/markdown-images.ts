import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { MarkdownIssue } from './markdown';
import { isSafeUrl } from './markdown-syntax';

/** An image a Markdown body shows: its `src` as written, and the body line it is on. */
export interface MarkdownImage {
  src: string;
  line: number;
}

/**
 * Finds the body's images (`![what it shows](./photo.jpg)`): each must describe itself (alt
 * text) and live in content/ (the CSP allows images from the site only, and the pipeline makes
 * them responsive). They are marked `data-image`; the page renderer swaps each for a <picture>.
 */
export function collectImages(tree: Root, images: MarkdownImage[], issues: MarkdownIssue[]): void {
  visit(tree, 'image', (node) => {
    const line = node.position?.start.line ?? 1;
    if (!node.alt?.trim()) {
      issues.push({ line, message: `has an image without alt text (${node.url})`, hint: 'Describe what it shows: ![A chart of load time against sales](./chart.png).' });
    }
    // A scripting scheme is reported by the link check (markdown.ts); never shown either way.
    if (!isSafeUrl(node.url)) return;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(node.url)) {
      issues.push({ line, message: `shows an image from another site (${node.url})`, hint: 'Save the image into content/images/ (or beside the page) and link it from there.' });
      return;
    }
    images.push({ src: node.url, line });
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataImage: '' } };
  });
}
