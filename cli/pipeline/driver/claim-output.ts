import path from 'node:path';
import { claimCacheFolder } from '../../cache/cache-folder';
import { recordedOutput } from '../../cache/recorded-output';
import { ENGINE_FOLDERS, PROJECT_ROOT } from '../../lib/project-root';
import { siteCodeFolders } from '../../lib/site-layout';
import { claimOutputFolder, markOutput, type Claim } from '../../lib/write/output-claim';

/** The folders a build writes into, as a command names them. */
export interface ClaimRequest {
  contentDir: string;
  outDir: string;
  cache: boolean;
  cacheDir: string;
}

/**
 * Before anything is written: proves the output folder is the build's to replace and the cache
 * folder the cache's (exit 2 otherwise, with the reason and the fix), and marks an empty or
 * adopted output folder as the build's, so that the swap may later remove it.
 */
export function claimBuildFolders(request: ClaimRequest): Claim {
  const contentDir = path.resolve(request.contentDir);
  const outDir = path.resolve(request.outDir);
  const claim = claimOutputFolder(outDir, {
    project: PROJECT_ROOT,
    protectedFolders: [
      ...ENGINE_FOLDERS.map((folder) => path.join(PROJECT_ROOT, folder)),
      ...siteCodeFolders(),
      path.join(PROJECT_ROOT, 'content'),
      contentDir,
      path.resolve(request.cacheDir),
    ],
    recordedFiles: () => recordedOutput(request.cacheDir, contentDir, outDir),
  });
  if (claim === 'empty' || claim === 'adopted') markOutput(outDir);
  if (request.cache) claimCacheFolder(request.cacheDir);
  return claim;
}
