import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { contentHash } from '../../lib/hash';
import type { ImageInfo, ImageVariant } from '../../kit/image';
import { checkDecodedSize } from './image-limit';

/** Widths the pipeline makes (never wider than the original): phones, tablets, desktops, retina. */
export const WIDTHS = [320, 640, 960, 1280, 1600, 1920];
/** Social cards (Open Graph): 1200 x 630. */
const CARD = { width: 1200, height: 630 };

export interface EncodedFile {
  path: string;
  contents: Uint8Array;
}

export interface EncodedImage {
  info: ImageInfo;
  files: EncodedFile[];
}

/** An image's intrinsic size, in pixels. */
interface Size {
  width: number;
  height: number;
}

/** The path under assets/images/ of one file made of the source, by its suffix (`-640.webp`). */
type FileName = (suffix: string) => string;

/** A format raster images are served in: its MIME type, file extension and encoder settings. */
interface Format {
  type: string;
  ext: string;
  encode: (s: Sharp) => Sharp;
}

/**
 * Turns one source image into what pages serve: AVIF and WebP at each width up to the
 * original's, a JPEG (or PNG, for images with transparency) fallback at the same widths,
 * hashed file names under /assets/images/. SVG is served as it is (it scales), with its size.
 */
export async function encodeImage(
  key: string,
  bytes: Uint8Array,
  options: { card?: boolean; cardOnly?: boolean } = {},
): Promise<EncodedImage> {
  const name = fileNames(key, bytes);
  // sharp's own pixel limit would refuse to read even the header of a larger image: ours is checked below.
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: false });
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new Error('has no width and height');
  // From the header, before anything is decoded. An SVG is drawn at the size it is shown.
  if (meta.format !== 'svg') checkDecodedSize(meta, WIDTHS.at(-1)!);
  const size: Size = { width: meta.width, height: meta.height };
  const files: EncodedFile[] = [];
  const card =
    options.card || options.cardOnly
      ? await encodeCard(
          bytes,
          meta.format === 'svg' ? (72 * CARD.width) / size.width : undefined,
          name('-card.png'),
          files,
        )
      : undefined;

  if (meta.format === 'svg') {
    files.push({ path: name('.svg'), contents: bytes });
    const variant = { url: `/${name('.svg')}`, width: size.width };
    return { info: imageInfo(key, size, [], { type: 'image/svg+xml', variants: [variant] }, card), files };
  }
  // An image no page shows (the site's default social card): its card is all anyone loads.
  if (options.cardOnly && card)
    return { info: imageInfo(key, size, [], { type: 'image/png', variants: [] }, card), files };
  // A screenshot saved with an alpha channel it never uses gets a JPEG fallback, not a PNG.
  const alpha = meta.hasAlpha === true && !(await image.stats()).isOpaque;
  const raster = await encodeRaster(bytes, size, rasterFormats(alpha), name, files);
  return { info: imageInfo(key, raster.size, raster.sources, raster.fallback, card), files };
}

/** `assets/images/<stem>-<hash><suffix>`: the source's name made URL-safe, and a hash of its bytes. */
function fileNames(key: string, bytes: Uint8Array): FileName {
  const stem = path
    .basename(key)
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const hash = contentHash(Buffer.from(bytes).toString('base64'))
    .slice(0, 8)
    .replace(/[^A-Za-z0-9]/g, 'x');
  return (suffix) => `assets/images/${stem}-${hash}${suffix}`;
}

/** What pages are given of an image, with its social card when it has one. */
function imageInfo(
  key: string,
  size: Size,
  sources: ImageInfo['sources'],
  fallback: ImageInfo['fallback'],
  card: string | undefined,
): ImageInfo {
  return { key, width: size.width, height: size.height, sources, fallback, ...(card ? { card } : {}) };
}

/** AVIF, WebP and the fallback (PNG when the image has transparency, else JPEG), in that order. */
function rasterFormats(alpha: boolean): Format[] {
  // AVIF at effort 2 with 4:2:0 chroma (as JPEG and WebP): six times faster than sharp's
  // default (effort 4, 4:4:4) for files a tenth larger, still the smallest of the three.
  return [
    {
      type: 'image/avif',
      ext: 'avif',
      encode: (s: Sharp) => s.avif({ quality: 55, effort: 2, chromaSubsampling: '4:2:0' }),
    },
    { type: 'image/webp', ext: 'webp', encode: (s: Sharp) => s.webp({ quality: 76 }) },
    alpha
      ? { type: 'image/png', ext: 'png', encode: (s: Sharp) => s.png({ compressionLevel: 9, palette: true }) }
      : { type: 'image/jpeg', ext: 'jpg', encode: (s: Sharp) => s.jpeg({ quality: 78, mozjpeg: true }) },
  ];
}

/**
 * A raster image in each format at each width up to the original's (never wider): the first two
 * formats become the sources, the last the fallback; the size is the largest width's.
 */
async function encodeRaster(bytes: Uint8Array, size: Size, formats: Format[], name: FileName, files: EncodedFile[]) {
  const widths = [...WIDTHS.filter((w) => w < size.width), Math.min(size.width, WIDTHS.at(-1)!)];
  const encoded = await Promise.all(formats.map((format) => encodeFormat(bytes, format, widths, name, files)));
  const width = widths.at(-1)!;
  const height = Math.round((size.height * width) / size.width);
  return { size: { width, height }, sources: encoded.slice(0, 2), fallback: encoded[2]! };
}

/** One format at each of `widths`, largest last; each file joins `files` as it is made. */
async function encodeFormat(
  bytes: Uint8Array,
  format: Format,
  widths: readonly number[],
  name: FileName,
  files: EncodedFile[],
): Promise<{ type: string; variants: ImageVariant[] }> {
  const variants: ImageVariant[] = [];
  for (const width of widths) {
    const file = name(`-${width}.${format.ext}`);
    files.push({ path: file, contents: await format.encode(sharp(bytes).rotate().resize({ width })).toBuffer() });
    variants.push({ url: `/${file}`, width });
  }
  return { type: format.type, variants };
}

/** The social card; an SVG is rasterised at the density that makes it card-wide, so it stays sharp. */
async function encodeCard(
  bytes: Uint8Array,
  density: number | undefined,
  file: string,
  files: EncodedFile[],
): Promise<string> {
  const contents = await sharp(bytes, density ? { density } : {})
    .resize({ ...CARD, fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  files.push({ path: file, contents });
  return `/${file}`;
}
