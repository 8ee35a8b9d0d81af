import { displayPath } from '../lib/files';
import type { CacheUsage } from './cache-usage';
import { KEEP_BUILDS } from './prune-cache';
import { PRUNE_EVERY } from './prune-schedule';

/** Bytes in MB, as the cache commands print them. */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What `site cache` prints: each part of the cache with its size, and when it is pruned. */
export function formatUsage(usage: CacheUsage): string {
  const lines = [`Cache in ${displayPath(usage.root)} (SITE_CACHE_DIR moves it)`];
  for (const part of usage.parts)
    lines.push(`  ${megabytes(part.bytes).padStart(10)}  ${part.folder}/  ${part.label}, ${part.files} files`);
  lines.push(`  ${megabytes(usage.bytes).padStart(10)}  in all`);
  lines.push(
    `Every ${PRUNE_EVERY}th build removes what none of the last ${KEEP_BUILDS} builds used; \`site cache clean\` empties it.`,
  );
  return lines.join('\n');
}
