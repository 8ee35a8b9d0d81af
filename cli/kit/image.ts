/** Images as pages use them (the build's image pipeline, cli/pipeline/images/, makes them). */

/** One encoded size of an image. */
export interface ImageVariant {
  url: string;
  width: number;
}

/** What pages need to show an image: its sizes in each format, its intrinsic size, a fallback. */
export interface ImageInfo {
  /** The image's path inside content/, e.g. `images/founder.jpg`. */
  key: string;
  width: number;
  height: number;
  /** Modern formats first (AVIF, then WebP); empty for SVG. */
  sources: { type: string; variants: ImageVariant[] }[];
  /** What every browser shows: JPEG or PNG (or the SVG itself), largest size as `src`. */
  fallback: { type: string; variants: ImageVariant[] };
  /** A 1200 x 630 rendering for social cards (og:image), when asked for. */
  card?: string;
}

import { z } from 'zod';

/** An image field in front matter or data: a file in content/ and what it shows. */
export const imageSchema = z.strictObject({
  src: z.string().regex(/\.(jpe?g|png|webp|avif|svg)$/i, 'must be a .jpg, .png, .webp, .avif or .svg file in content/'),
  alt: z.string().min(1),
});
export type ImageField = z.infer<typeof imageSchema>;

export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'];

export const isImagePath = (p: string) => IMAGE_EXTENSIONS.some((ext) => p.toLowerCase().endsWith(ext));

/** How a page finds an image the pipeline made, by its path inside content/ (`images/founder.jpg`). */
export type ImageLookup = (src: string) => ImageInfo | undefined;

/** `/images/a.jpg`, `images/a.jpg` -> `images/a.jpg`; `./a.jpg` beside `blog/post.md` -> `blog/a.jpg`. */
export function resolveImageSrc(src: string, fromDir = ''): string {
  const clean = src.split(/[?#]/)[0]!;
  const parts = (clean.startsWith('/') ? clean.slice(1) : fromDir ? `${fromDir}/${clean}` : clean).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}
