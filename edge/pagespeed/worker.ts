import config from 'chinook:edge-config';
import type { ProxyConfig } from './config';
import { createPageSpeedProxy } from './handler';

/**
 * The entry `site build` bundles into dist/_worker.js (Cloudflare Pages' advanced mode): the
 * proxy with the settings baked in from site.yaml. Static files reach it only through
 * `_routes.json`'s `/api/*`; it hands anything else to `env.ASSETS`.
 */
export default createPageSpeedProxy(config as ProxyConfig);
