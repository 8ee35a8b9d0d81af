import { OUTPUT_MARKER } from './write/places';

/**
 * Names of files and folders the build writes or reads that other parts of the CLI name too
 * (preview serves them, `site cache` describes them), kept here so that naming one loads no stage.
 */

/** Cloudflare Pages' advanced mode: the worker, and the paths that invoke it (all others are static files). */
export const WORKER_FILE = '_worker.js';
export const ROUTES_FILE = '_routes.json';

/**
 * Cloudflare Workers with static assets: the config `wrangler deploy --config dist/wrangler.jsonc`
 * reads, and the list of files its asset upload leaves out (gitignore syntax).
 */
export const WRANGLER_CONFIG_FILE = 'wrangler.jsonc';
export const ASSETS_IGNORE_FILE = '.assetsignore';

/** Cloudflare's files: written only with the PageSpeed proxy, whose worker they carry or configure. */
export const CLOUDFLARE_FILES = [WORKER_FILE, ROUTES_FILE, WRANGLER_CONFIG_FILE, ASSETS_IGNORE_FILE] as const;

/** Vercel's config (headers, redirects, clean URLs), and what a Vercel deploy leaves out. */
export const VERCEL_CONFIG_FILE = 'vercel.json';
export const VERCEL_IGNORE_FILE = '.vercelignore';

/** nginx: the rules to include in the server block that serves the folder. */
export const NGINX_SNIPPET_FILE = 'nginx.conf';

/**
 * The hosts' configuration beside the site, and the build's own marker (see lib/write/places.ts):
 * never served as files, on any host that reads an ignore list or by `site preview`.
 */
export const HOST_FILES = [
  ...CLOUDFLARE_FILES,
  VERCEL_CONFIG_FILE,
  VERCEL_IGNORE_FILE,
  NGINX_SNIPPET_FILE,
  OUTPUT_MARKER,
] as const;

/** The image seed's folder inside a content folder: not below images/, pages/ or blog/, so never taken for an image. */
export const SEED_FOLDER = '.encoded';
