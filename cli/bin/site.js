#!/usr/bin/env node
// The `site` binary. It runs the CLI compiled once into the build cache (see compiled-cli.js);
// when that cannot be made, or SITE_FROM_SOURCE=1 is set, it runs the TypeScript sources
// through tsx. tsx would read tsconfig.json from the working directory; a maintainer's shell
// can be anywhere, so it is pointed at the project's own (it carries the JSX setting), or for a
// site in a folder of its own at one that also includes the site's code (see site-folder.js).
import { pathToFileURL } from 'node:url';
import { runSources } from '../lib/site-folder.js';
import { compiledCli } from './compiled-cli.js';

// React renders pages several times faster in production mode (no development checks).
process.env.NODE_ENV ??= 'production';
const compiled = process.env.SITE_FROM_SOURCE === '1' ? undefined : await compiledCli();
if (compiled) {
  // Worker threads start from the compiled modules too (see cli/lib/worker-url.ts).
  globalThis.siteCompiledDir = pathToFileURL(`${compiled}/`).href;
  await import(pathToFileURL(`${compiled}/index.mjs`).href);
} else {
  await runSources();
  await import('../index.ts');
}
