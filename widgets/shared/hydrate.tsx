import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * The island contract (browser side): finds every server-rendered instance of `name`,
 * reads its JSON props and hydrates it with the same identifierPrefix the server used.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>, doc: Document = document): number {
  let count = 0;
  for (const island of doc.querySelectorAll<HTMLElement>(`[data-island="${name}"]:not([data-hydrated])`)) {
    const propsScript = island.querySelector(':scope > script[data-island-props]');
    const root = island.querySelector(':scope > [data-island-root]');
    if (!propsScript || !root) continue;
    const props = JSON.parse(propsScript.textContent || '{}') as P;
    island.setAttribute('data-hydrated', '');
    hydrateRoot(root, <Component {...props} />, { identifierPrefix: island.dataset.islandPrefix ?? `${name}-` });
    count += 1;
  }
  return count;
}
