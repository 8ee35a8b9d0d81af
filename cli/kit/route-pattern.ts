// Its own module so that the data-set schemas use it without importing define-template.ts, which
// reaches them back through PageContext's collections (an import cycle).

/**
 * A route: lower-case segments separated by single slashes, optionally ending in one. Each
 * segment is spelled out once (no nested `(...*)*`), so a long invalid value fails in linear
 * time rather than backtracking for minutes.
 */
export const ROUTE_PATTERN = /^\/(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*\/?)?$/;
