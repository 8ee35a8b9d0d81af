import type { ReactNode } from 'react';
import { useUrgency } from '../model/urgency';

/**
 * An urgency element (a countdown, a spots-left line, the viewer count, a lost-revenue claim):
 * rendered only while site.yaml's `urgency.enabled` is on. Its page's own switch still decides
 * inside; with the site's switch off there is no markup left, so no page feature loads for it.
 */
export function Urgent({ children }: { children: ReactNode }) {
  return useUrgency() ? <>{children}</> : null;
}
