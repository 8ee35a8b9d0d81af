import { fileURLToPath } from 'node:url';

/** The generator's own folder: cli/, templates/, widgets/ and edge/ live in it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
