import path from 'node:path';
import type { Command } from 'commander';
import { CACHE_DIR } from '../cache/cache-location';
import { cacheUsage } from '../cache/cache-usage';
import { formatUsage, megabytes } from '../cache/format-usage';
import { KEEP_BUILDS, pruneCache } from '../cache/prune-cache';
import { PRUNE_EVERY } from '../cache/prune-schedule';
import { SEED_FOLDER } from '../lib/output-names';
import { displayPath } from '../lib/files';
import { removeFolder } from '../lib/write/folders';
import { claimCacheFolder } from '../cache/cache-folder';

export function registerCache(program: Command): void {
  const cache = program
    .command('cache')
    .description('Show how much disk the build cache takes, part by part')
    .action(async () => {
      console.log(formatUsage(await cacheUsage(CACHE_DIR)));
    });
  cache
    .command('prune')
    .description(`Remove what none of the last ${KEEP_BUILDS} builds used (builds do this every ${PRUNE_EVERY}th time)`)
    .action(async () => {
      const pruned = await pruneCache(CACHE_DIR);
      console.log(
        `✔ Removed ${pruned.states} build states, ${pruned.objects} objects and ${pruned.images} images: ${megabytes(pruned.bytes)}`,
      );
    });
  cache
    .command('clean')
    .description(
      "Empty the build cache: the next build renders, bundles and encodes everything again (but what the content's image seed holds)",
    )
    .action(async () => {
      // Only a folder that is the cache, tagged as such (an untagged one from before the tag is tagged first).
      claimCacheFolder(CACHE_DIR);
      const { bytes } = await cacheUsage(CACHE_DIR);
      await removeFolder(CACHE_DIR, 'cache');
      console.log(`✔ Emptied ${displayPath(CACHE_DIR)} (${megabytes(bytes)})`);
    });
  cache
    .command('seed')
    .description(
      `Store the encoded images of the content in <content>/${SEED_FOLDER}/ (for git), so a fresh clone's first build encodes none`,
    )
    .option('--content <dir>', 'content folder', 'content')
    .action(async (flags: { content: string }) => {
      // Loaded only now: the renderer, the templates and the Markdown pipeline.
      const seedImages = await (await import('../pipeline/driver')).loadSeedImages();
      const seed = await seedImages(flags.content);
      console.log(
        `✔ ${displayPath(path.join(flags.content, SEED_FOLDER))}/ holds ${seed.entries} images, ${seed.files} files, ${megabytes(seed.bytes)} (${seed.encoded} encoded now)`,
      );
    });
}
