import type { ImageInfo } from '../../cli/kit/image';
import { pictureParts } from '../../cli/kit/picture';
import { useFirstImage } from './first-image';

interface PictureProps {
  image: ImageInfo;
  alt: string;
  /** The displayed width (see pictureParts); the text column's by default. */
  sizes?: string;
  className?: string;
  /** `low` for images far down a page: they are never taken for the page's first (eager) image. */
  priority?: 'low';
}

/**
 * A responsive image: AVIF and WebP sources at every width, a JPEG or PNG fallback, the
 * intrinsic width and height, and async decoding. The page's first image loads eagerly at high
 * priority (see first-image.ts), every other lazily.
 */
export function Picture({ image, alt, sizes, className, priority }: PictureProps) {
  const eager = useFirstImage(priority === 'low');
  const { sources, img } = pictureParts(image, sizes);
  const element = (
    <img
      className={className}
      {...img}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : priority}
    />
  );
  if (!sources.length) return element;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {element}
    </picture>
  );
}
