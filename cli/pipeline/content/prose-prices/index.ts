/**
 * The check of prices typed into prose against the offers they name (content/data/offers.yaml):
 * what the build runs on every Markdown body, and `site check` on the output's prose.
 */
export { priceContradictions, type PriceContradiction } from './price-contradictions';
export type { PricedOffer } from '../../../kit/prices';
