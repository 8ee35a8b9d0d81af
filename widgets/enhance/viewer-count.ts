/** The "people viewing" count, cosmetic: a whole number from 30 to 49. */
export const VIEWER_COUNT_MIN = 30;
export const VIEWER_COUNT_MAX = 49;

/** A whole number in [30, 49], each equally likely; `random` returns [0, 1) as Math.random does. */
export function pickViewerCount(random: () => number = Math.random): number {
  const span = VIEWER_COUNT_MAX - VIEWER_COUNT_MIN + 1;
  return VIEWER_COUNT_MIN + Math.min(span - 1, Math.floor(random() * span));
}

/**
 * The "people viewing" banner: the server renders a default figure; here each page view picks its
 * own, once. Cosmetic urgency copy, not a measurement.
 */
export function showViewerCount(doc: Document, random: () => number = Math.random): void {
  const count = String(pickViewerCount(random));
  for (const root of doc.querySelectorAll<HTMLElement>('[data-enhance~="viewer-count"]')) {
    for (const figure of root.querySelectorAll<HTMLElement>('[data-viewer-count]')) figure.textContent = count;
  }
}
