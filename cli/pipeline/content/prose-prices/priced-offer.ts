import type { Offer } from '../../../../templates/model/data/offers';

/** An offer as prose may price it: its names, its price and regular price, how often it is paid. */
export type PricedOffer = Pick<Offer, 'id' | 'name' | 'price'> &
  Partial<Pick<Offer, 'originalPrice' | 'period' | 'aliases'>>;
