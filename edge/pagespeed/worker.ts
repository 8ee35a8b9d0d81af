import config from 'chinook:edge-config';
import type { ProxyConfig } from './config';
import { createPageSpeedProxy } from './handler';

/**
 * The entry `site build` bundles into dist/_worker.js, the one worker of both deploy forms: the
 * proxy with the settings baked in from site.yaml. Static files reach it only for `/api/*`
 * (Cloudflare Pages' `_routes.json`, the Workers form's `run_worker_first`); it hands anything
 * else to `env.ASSETS`. The quota's Durable Object class is exported for the Workers form, whose
 * wrangler.jsonc binds it; Pages binds nothing to it, and the isolate counts there.
 */
export default createPageSpeedProxy(config as ProxyConfig);
export { PageSpeedQuota } from './quota-object';
