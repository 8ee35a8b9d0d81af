export type { PricedOffer } from '../../../kit/prices';
