import path from 'node:path';
import { CACHE_DIR } from '../../cache/cache-location';
import { makeScratch, removeFolder } from '../../lib/write/folders';
import { ImageSeed } from '../images';
import { runPipeline } from './run-build';

/**
 * `site cache seed`: a whole build, as `site build` makes it (the same images, social cards and
 * keys), into a folder thrown away, that rewrites the content's image seed to hold exactly the
 * images it used. Gives what the seed holds now, and how many images were encoded for it.
 */
export async function seedImages(contentDir: string): Promise<ReturnType<ImageSeed['usage']> & { encoded: number }> {
  const scratch = await makeScratch('seed');
  try {
    const { result } = await runPipeline({
      contentDir,
      outDir: path.join(scratch, 'dist'),
      set: [],
      includeInternal: false,
      cache: true,
      cacheDir: CACHE_DIR,
      seedImages: true,
    });
    return { ...new ImageSeed(contentDir).usage(), encoded: result.images.encoded };
  } finally {
    await removeFolder(scratch, 'scratch');
  }
}
