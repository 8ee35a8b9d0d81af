import type { Metadata } from 'sharp';

/**
 * The largest image the build decodes: 50 megapixels (a 48-megapixel phone photo fits), and
 * 250 MB once decoded (width x height x channels x bytes per sample: 16-bit samples count
 * twice). Pages show images at most 1920 px wide, and each source is decoded once per width and
 * format: a 1 MB PNG of 16000 x 16000 pixels took 93 s and 1.26 GB. The size is read from the
 * file's header, so an image over the limit is refused before any of that.
 */
export const MAX_PIXELS = 50_000_000;
export const MAX_DECODED_BYTES = 250_000_000;

/** Bytes per sample of each libvips band format sharp reports as `depth`. */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** An image too large to decode, with what to tell its maintainer. */
export class ImageTooLarge extends Error {
  override name = 'ImageTooLarge';
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/**
 * Throws ImageTooLarge when decoding the image that `meta` (its header) describes would pass the
 * limit; `shownWidth` is the widest pages show it, for the hint.
 */
export function checkDecodedSize(
  meta: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>,
  shownWidth: number,
): void {
  const { width = 0, height = 0 } = meta;
  const bytesPerPixel = (meta.channels ?? 4) * (SAMPLE_BYTES[meta.depth ?? 'uchar'] ?? 1);
  const pixels = width * height;
  const bytes = pixels * bytesPerPixel;
  if (pixels <= MAX_PIXELS && bytes <= MAX_DECODED_BYTES) return;
  // The largest size of the same shape within both limits.
  const scale = Math.sqrt(Math.min(MAX_PIXELS / pixels, MAX_DECODED_BYTES / bytes));
  const fit = `${Math.floor(width * scale)}x${Math.floor(height * scale)}`;
  throw new ImageTooLarge(
    `is ${width}x${height} px (${megapixels(pixels)} megapixels, ${megabytes(bytes)} MB decoded): ` +
      `the build decodes images of at most ${megapixels(MAX_PIXELS)} megapixels and ${megabytes(MAX_DECODED_BYTES)} MB`,
    `Resize it to at most ${fit} px and save it again; pages show it at most ${shownWidth} px wide.`,
  );
}

const megapixels = (pixels: number) => String(Math.round(pixels / 1e5) / 10);
const megabytes = (bytes: number) => String(Math.round(bytes / 1e6));
