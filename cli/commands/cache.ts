import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { CACHE_DIR } from '../cache/cache-location';
import { cacheUsage, type CacheUsage } from '../cache/cache-usage';
import { KEEP_BUILDS, pruneCache } from '../cache/prune-cache';
import { PRUNE_EVERY } from '../cache/prune-schedule';
import { ImageSeed, SEED_FOLDER } from '../pipeline/images';
import { displayPath } from '../lib/files';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function formatUsage(usage: CacheUsage): string {
  const lines = [`Cache in ${displayPath(usage.root)} (SITE_CACHE_DIR moves it)`];
  for (const part of usage.parts)
    lines.push(`  ${megabytes(part.bytes).padStart(10)}  ${part.folder}/  ${part.label}, ${part.files} files`);
  lines.push(`  ${megabytes(usage.bytes).padStart(10)}  in all`);
  lines.push(
    `Every ${PRUNE_EVERY}th build removes what none of the last ${KEEP_BUILDS} builds used; \`site cache clean\` empties it.`,
  );
  return lines.join('\n');
}

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
      const { bytes } = await cacheUsage(CACHE_DIR);
      await rm(CACHE_DIR, { recursive: true, force: true });
      console.log(`✔ Emptied ${displayPath(CACHE_DIR)} (${megabytes(bytes)})`);
    });
  cache
    .command('seed')
    .description(
      `Store the encoded images of the content in <content>/${SEED_FOLDER}/ (for git), so a fresh clone's first build encodes none`,
    )
    .option('--content <dir>', 'content folder', 'content')
    .action(async (flags: { content: string }) => {
      // A whole build, as `site build` makes it (the same images, social cards and keys), into a folder thrown away.
      const scratch = await mkdtemp(path.join(tmpdir(), 'site-seed-'));
      try {
        const { runPipeline } = await import('../pipeline/run-build');
        const { result } = await runPipeline({
          contentDir: flags.content,
          outDir: path.join(scratch, 'dist'),
          set: [],
          includeInternal: false,
          cache: true,
          cacheDir: CACHE_DIR,
          seedImages: true,
        });
        const usage = new ImageSeed(flags.content).usage();
        console.log(
          `✔ ${displayPath(path.join(flags.content, SEED_FOLDER))}/ holds ${usage.entries} images, ${usage.files} files, ${megabytes(usage.bytes)} (${result.images.encoded} encoded now)`,
        );
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });
}
