import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '../../cli/build/build';
import { startPreview } from '../../cli/preview/server';
import { REPO_ROOT } from '../support/fixtures';

export const E2E_DIST = path.join(REPO_ROOT, 'tests/.tmp/e2e-dist');

/**
 * Builds the real site once and serves it with the preview server on 127.0.0.1, port 0.
 * Tests read the URL from PREVIEW_URL; the returned function stops the server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(E2E_DIST, { recursive: true, force: true });
  await buildSite({ contentDir: path.join(REPO_ROOT, 'content'), outDir: E2E_DIST });
  const server = await startPreview({ root: E2E_DIST, port: 0 });
  process.env.PREVIEW_URL = server.url;
  process.env.E2E_DIST = E2E_DIST;
  return () => server.close();
}
