/**
 * Scarcity labels of the website packages (spec document 1, 9, "Website packages"): the
 * popular plan says 'Only 3 spots left'; every other plan '5 minus index spots available',
 * the index counted from 0 in the order the packages are listed.
 */
export const POPULAR_SCARCITY = 'Only 3 spots left';
const SCARCITY_BASE = 5;

export function packageScarcity(index: number, popular: boolean): string {
  if (popular) return POPULAR_SCARCITY;
  const spots = SCARCITY_BASE - index;
  return `${spots} ${spots === 1 ? 'spot' : 'spots'} available`;
}

/** The services page cards' count of open spots (spec document 1, 9: 3 on the first card, 7 on the others). */
export function spotsLeftLabel(spots: number): string {
  return spots === 1 ? 'Only 1 spot left' : `Only ${spots} spots left`;
}
