// A worker thread starts without the main thread's tsx loader: register it here, with the
// project's tsconfig (see cli/bin/site-folder.js), then hand the TypeScript worker module to the pool.
import { runSources } from '../../lib/site-folder.js';

await runSources();
const worker = await import('./render-worker.ts');

export default worker.default;
export const renderMarkdown = worker.renderMarkdown;
export const parseSources = worker.parseSources;
