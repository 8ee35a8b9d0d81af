import type { ImageInfo, ImageVariant } from './image';

/** The displayed width of an image in the text column: 760 px, or the screen less the container's padding. */
export const TEXT_COLUMN_SIZES = '(min-width: 824px) 760px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 48px)';

/** What a responsive image is made of, whichever way it is written (React in templates, a syntax tree in Markdown). */
export interface PictureParts {
  /** Modern formats first (AVIF, then WebP); none for SVG. */
  sources: { type: string; srcSet: string; sizes: string }[];
  img: { src: string; srcSet?: string; sizes?: string; width: number; height: number };
}

const srcset = (variants: readonly ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * Every format at every width, the largest fallback as `src`, and the intrinsic size (so the
 * image's space is reserved: no layout shift). `sizes` tells the browser the displayed width,
 * for it to pick the smallest file that is sharp enough.
 */
export function pictureParts(image: ImageInfo, sizes = TEXT_COLUMN_SIZES): PictureParts {
  const { variants } = image.fallback;
  const several = variants.length > 1;
  return {
    sources: image.sources.map((source) => ({ type: source.type, srcSet: srcset(source.variants), sizes })),
    img: {
      src: variants.at(-1)!.url,
      ...(several ? { srcSet: srcset(variants), sizes } : {}),
      width: image.width,
      height: image.height,
    },
  };
}
