import type { Element, ElementContent, Root } from 'hast';
import { EXIT, walkHast } from '../../../lib/walk-tree';
import type { VFile } from 'vfile';
import { resolveImageSrc, type ImageInfo } from '../../../kit/image';
import { pictureParts } from '../../../kit/picture';
import { report } from '../report';
import type { MarkdownImage } from '../result';

const ELSEWHERE = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/**
 * The body's images (`![what it shows](./photo.jpg "title")`): each must describe itself (alt
 * text) and live in content/ (the CSP allows images from the site only, and the pipeline makes
 * them responsive). Each local image the pipeline made becomes its <picture>, lazily loaded;
 * all are listed in `file.data.images` (the build reports those it did not make).
 */
export function rehypeBodyImages() {
  return (tree: Root, file: VFile) => {
    const { dir = '', images = {} } = file.data.body ?? {};
    const shown: MarkdownImage[] = [];
    walkHast(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'img') return;
      const src = typeof node.properties.src === 'string' ? node.properties.src : '';
      const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
      if (!alt.trim())
        report(
          file,
          node,
          `has an image without alt text (${src})`,
          'Describe what it shows: ![A chart of load time against sales](./chart.png).',
        );
      // An unsafe scheme was reported and emptied by the content policy.
      if (!src) return;
      if (ELSEWHERE.test(src)) {
        report(
          file,
          node,
          `shows an image from another site (${src})`,
          'Save the image into content/images/ (or beside the page) and link it from there.',
        );
        return;
      }
      shown.push({ src, line: node.position?.start.line ?? 1 });
      const image = images[resolveImageSrc(src, dir)];
      if (image && parent && index !== undefined) {
        parent.children[index] = picture(image, node);
        file.data.pictures = true;
      }
    });
    file.data.images = shown;
  };
}

/** The image pipeline's <picture> for an `<img>` of the body, keeping its alt and title. */
function picture(image: ImageInfo, img: Element): Element {
  const { sources, img: attributes } = pictureParts(image);
  const { alt, title } = img.properties;
  const element: Element = {
    type: 'element',
    tagName: 'img',
    properties: { ...attributes, alt, ...(title === undefined ? {} : { title }), loading: 'lazy', decoding: 'async' },
    children: [],
    ...(img.position ? { position: img.position } : {}),
  };
  if (!sources.length) return element;
  const children: ElementContent[] = sources.map((source) => ({
    type: 'element',
    tagName: 'source',
    properties: { ...source },
    children: [],
  }));
  return { type: 'element', tagName: 'picture', properties: {}, children: [...children, element] };
}

/** Makes the first <picture> of a body load at once and first (for the page whose first image it is). */
export function makeFirstPictureEager(tree: Root): void {
  walkHast(tree, 'element', (node) => {
    if (node.tagName !== 'picture' && !(node.tagName === 'img' && node.properties.loading === 'lazy')) return undefined;
    const img =
      node.tagName === 'img'
        ? node
        : node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'img');
    if (img) Object.assign(img.properties, { loading: 'eager', fetchPriority: 'high' });
    return EXIT;
  });
}
