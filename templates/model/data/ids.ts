import { z } from 'zod';
import { factId } from '../../../cli/kit/fact-records';

export { factId };

/**
 * A reference to a fact in a field named `person`, `offer` or `fact` (or `people`, `offers`,
 * `facts` for lists). The build checks every one against content/data/ when content loads, so
 * a template can look it up without a fallback.
 */
export const personRef = factId;
export const offerRef = factId;
export const factRef = factId;

/** Fields that must never be typed beside a `person:` reference: the record holds them. */
export const PERSON_FIELDS = ['name', 'role', 'company', 'photo'] as const;
/** Fields that must never be typed beside an `offer:` reference: the catalog holds them. */
export const OFFER_FIELDS = ['price', 'originalPrice', 'savings', 'period'] as const;

/** A typed saving: always refused, with the reason. */
export const noTypedSavings = z
  .never({ error: 'savings are computed from price and originalPrice, never typed: remove this field' })
  .optional();
