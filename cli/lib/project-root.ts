import { fileURLToPath } from 'node:url';

/** The generator's own folder: cli/, templates/, widgets/ and edge/ live in it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The generator's own folders (the engine, its tests and docs): no build writes into, over or
 * around them, nor into the site's code and content (see claimOutputFolder).
 */
export const ENGINE_FOLDERS = ['cli', 'tests', 'docs'] as const;
