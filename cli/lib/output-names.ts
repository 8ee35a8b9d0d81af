/**
 * Names of files and folders the build writes or reads that other parts of the CLI name too
 * (preview serves them, `site cache` describes them), kept here so that naming one loads no stage.
 */

/** Cloudflare Pages' advanced mode: the worker, and the paths that invoke it (all others are static files). */
export const WORKER_FILE = '_worker.js';
export const ROUTES_FILE = '_routes.json';

/** The image seed's folder inside a content folder: not below images/, pages/ or blog/, so never taken for an image. */
export const SEED_FOLDER = '.encoded';
