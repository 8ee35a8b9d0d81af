import { fileURLToPath } from 'node:url';

/** The generator's own folder: cli/, templates/, widgets/ and edge/ live in it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The project's source folders: no build writes into, over or around them (see claimOutputFolder). */
export const SOURCE_FOLDERS = ['content', 'templates', 'widgets', 'cli', 'edge', 'tests', 'docs'] as const;
