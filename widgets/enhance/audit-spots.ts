/**
 * Free-audit spots: 8 minus the share of the 8 used by the
 * day of the month (day / 30), at least 1 and at most 6. The page renders the initial 4; this
 * feature recomputes it from the visitor's own date.
 */
export const AUDIT_SPOTS = { total: 8, monthDays: 30, min: 1, max: 6, initial: 4 } as const;

/** Spots left on a day of the month (1-31): whole spots used so far are taken off the 8. */
export function auditSpotsForDay(day: number): number {
  const used = Math.floor((day / AUDIT_SPOTS.monthDays) * AUDIT_SPOTS.total);
  return Math.min(AUDIT_SPOTS.max, Math.max(AUDIT_SPOTS.min, AUDIT_SPOTS.total - used));
}

/**
 * Rewrites each `[data-enhance~="audit-spots"]` element from its `data-one` / `data-other`
 * text (content's wording, `{spots}` where the number goes), the number in <strong>.
 */
export function enhanceAuditSpots(doc: Document, now: Date = new Date()): void {
  const spots = auditSpotsForDay(now.getDate());
  for (const element of doc.querySelectorAll<HTMLElement>('[data-enhance~="audit-spots"]')) {
    const text = (spots === 1 ? element.dataset.one : element.dataset.other) ?? '';
    const at = text.indexOf('{spots}');
    if (at < 0) continue;
    const number = doc.createElement('strong');
    number.textContent = String(spots);
    element.replaceChildren(text.slice(0, at), number, text.slice(at + '{spots}'.length));
  }
}
