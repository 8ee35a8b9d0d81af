import type { ImageInfo, ImageVariant } from '../image';

interface PictureProps {
  image: ImageInfo;
  alt: string;
  /**
   * The displayed width, for the browser to pick the smallest file that is sharp enough. The
   * default is the text column's: 760 px, or the screen less the container's padding.
   */
  sizes?: string;
  className?: string;
  /** `low` for images far down a page: they are never taken for the page's first (eager) image. */
  priority?: 'low';
}

const srcset = (variants: readonly ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * A responsive image: AVIF and WebP sources at every width, a JPEG or PNG fallback, the
 * intrinsic width and height (so its space is reserved: no layout shift), lazy loading and
 * async decoding. The build makes the first image of each page eager and high priority.
 */
export function Picture({ image, alt, sizes = '(min-width: 824px) 760px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 48px)', className, priority }: PictureProps) {
  const largest = image.fallback.variants.at(-1)!;
  const img = (
    <img
      className={className}
      src={largest.url}
      srcSet={image.fallback.variants.length > 1 ? srcset(image.fallback.variants) : undefined}
      sizes={image.fallback.variants.length > 1 ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      fetchPriority={priority}
    />
  );
  if (!image.sources.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcset(source.variants)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
