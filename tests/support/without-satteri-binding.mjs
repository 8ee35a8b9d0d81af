// Preloaded with `node --import` (NODE_OPTIONS): Sätteri's platform packages and binding files
// cannot be found, as after `npm install --omit=optional` or on a platform it has no build for.
// Its own loader then throws "Cannot find native binding", as it would there.
import Module from 'node:module';

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (/^@bruits\/satteri-|satteri_napi\./.test(request)) {
    const error = new Error(`Cannot find module '${request}' (removed for this test)`);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolve.call(this, request, ...rest);
};
