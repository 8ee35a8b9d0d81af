// The dev server's builder thread: tsx with the project's tsconfig, then the builder. A new
// thread loads templates and widgets afresh, which is how code edits take effect.
import { runSources } from '../lib/site-folder.js';

await runSources();
await import('./builder-worker.ts');
