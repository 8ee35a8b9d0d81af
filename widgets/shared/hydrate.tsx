import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * What an island's browser entry (widgets/<name>/client.tsx) exports: the island loader imports
 * the entry when an island of that name is needed and hands it that island's element.
 */
export interface IslandEntry {
  /** Hydrates the island; resolves once it is hydrated and its effects have run (at once if it was already). */
  hydrate(island: HTMLElement): Promise<void>;
}

/**
 * Calls `onReady` once the island below it is hydrated and its effects have run (a parent's
 * effects run after its children's). It renders nothing of its own and does not fork the
 * tree, so the useId values the server rendered still match.
 */
function Ready({ onReady, children }: { onReady(): void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * The island contract (browser side): reads the JSON props of one server-rendered island and
 * hydrates it with the same identifierPrefix the server used.
 */
export function hydrateIsland<P extends object>(island: HTMLElement, Component: ComponentType<P>): Promise<void> {
  if (island.hasAttribute('data-hydrated')) return Promise.resolve();
  const propsScript = island.querySelector(':scope > script[data-island-props]');
  const root = island.querySelector(':scope > [data-island-root]');
  if (!propsScript || !root) return Promise.resolve();
  const props = JSON.parse(propsScript.textContent || '{}') as P;
  island.setAttribute('data-hydrated', '');
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      <Ready onReady={resolve}>
        <Component {...props} />
      </Ready>,
      { identifierPrefix: island.dataset.islandPrefix ?? `${island.dataset.island ?? ''}-` },
    );
  });
}

/** Hydrates every server-rendered instance of `name` at once (tests; the loader hydrates one at a time). */
export function hydrateIslands<P extends object>(
  name: string,
  Component: ComponentType<P>,
  doc: Document = document,
): number {
  let count = 0;
  for (const island of doc.querySelectorAll<HTMLElement>(`[data-island="${name}"]:not([data-hydrated])`)) {
    void hydrateIsland(island, Component);
    count += 1;
  }
  return count;
}
