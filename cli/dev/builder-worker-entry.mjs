// The dev server's builder thread: tsx with the project's tsconfig, then the builder. A new
// thread loads templates and widgets afresh, which is how code edits take effect.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
await import('./builder-worker.ts');
