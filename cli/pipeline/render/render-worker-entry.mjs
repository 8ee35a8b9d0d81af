// A worker thread starts without the main thread's tsx loader: register it here, with the
// project's tsconfig, then hand the TypeScript worker module to the pool.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
const worker = await import('./render-worker.ts');

export default worker.default;
export const renderMarkdown = worker.renderMarkdown;
export const parseSources = worker.parseSources;
