import type { ReactNode } from 'react';
import { FactsProvider } from './model/facts/facts';
import type { PageContext } from './model/page-context';
import { UrgencyProvider } from './model/urgency';

/**
 * What this site's components read of every page from React context, provided around each one
 * (the frame's `Page`): the facts (useFacts) and the urgency switch of site.yaml (useUrgency).
 */
export function PageProviders({ context, children }: { context: PageContext<unknown>; children: ReactNode }) {
  return (
    <FactsProvider value={context.facts}>
      <UrgencyProvider value={context.site.urgency.enabled}>{children}</UrgencyProvider>
    </FactsProvider>
  );
}
