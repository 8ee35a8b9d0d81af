import { createContext, useContext } from 'react';
import type { FirstImageClaim } from '../../cli/kit/frame';

/**
 * The first image of a page is usually the largest thing in view: it loads at once and first,
 * every later one lazily. The page renderer provides one claim per page; images ask for it in
 * document order (the server renders a tree once, top to bottom).
 */
export const FirstImage = createContext<FirstImageClaim | undefined>(undefined);

/** True for the first image of the page that asks (never a `low` one, never a second). */
export function useFirstImage(low = false): boolean {
  const claim = useContext(FirstImage);
  if (!claim || low || claim.taken) return false;
  // eslint-disable-next-line react-hooks/immutability -- one server render per claim, top to bottom: taking it is the point
  claim.taken = true;
  return true;
}
