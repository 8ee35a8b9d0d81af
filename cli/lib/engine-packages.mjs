// A module-resolution hook for running a site's sources through tsx when the site lives in a
// folder of its own (made by `site init`, linked to the generator by a file: dependency): the
// site's imports of packages it does not install itself (react, zod) are found from the
// generator's folder, so the site and the engine share one React. Compiled, esbuild does the
// same (nodePaths in compiled-cli.js).
const ENGINE = new URL('../../package.json', import.meta.url).href;
const BARE = /^(?![./]|[a-z]+:)/i;

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !BARE.test(specifier)) throw error;
    return next(specifier, { ...context, parentURL: ENGINE });
  }
}
