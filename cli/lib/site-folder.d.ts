// Types of site-folder.js, the plain JavaScript that runs before anything is compiled.

/** The generator's own folder. */
export declare const ROOT: string;
/** The module that declares a site, in the site's folder. */
export declare const SITE_MODULE: string;
/** The cache's own folder in the site's node_modules. */
export declare function defaultCacheDir(site: string): string;
/** The cache's folder: SITE_CACHE_DIR, else the site's own. */
export declare function cacheDir(site: string): string;
/** The folder of the site a command builds (see site-folder.js). */
export declare function siteRoot(from?: string): string;
