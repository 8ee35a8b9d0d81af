#!/usr/bin/env node
// The `site` binary: registers tsx so the TypeScript CLI runs without a compile step.
// tsx would read tsconfig.json from the working directory; a maintainer's shell can be
// anywhere, so point it at the project's own (it carries the JSX setting).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// React renders pages several times faster in production mode (no development checks).
process.env.NODE_ENV ??= 'production';
register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
await import('../index.ts');
