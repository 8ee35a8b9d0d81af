import sharp from 'sharp';

/** A photo-like test image: a gradient, so encoders have real work. */
export async function testImage(
  width: number,
  height: number,
  options: { alpha?: boolean; format?: 'jpeg' | 'png' } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
      if (options.alpha) pixels[i + 3] = x < width / 2 ? 255 : 90;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  return (options.format ?? (options.alpha ? 'png' : 'jpeg')) === 'png'
    ? image.png().toBuffer()
    : image.jpeg().toBuffer();
}
