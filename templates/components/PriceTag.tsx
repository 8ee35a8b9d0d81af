import type { OfferView } from '../model/facts/offer-view';

/**
 * An offer's price with its crossed-out anchor price (read out as "Regular price ..., now ...")
 * and the computed saving, in the price card's classes so every priced thing on the site looks alike.
 */
export function PriceTag({ view }: { view: Pick<OfferView, 'price' | 'originalPrice' | 'savings' | 'period'> }) {
  return (
    <div className="price-tag">
      <p className="price-card__price">
        {view.originalPrice && (
          <>
            <span className="sr-only">Regular price </span>
            <s className="price-card__original">{view.originalPrice}</s>
            <span className="sr-only">, now </span>
          </>
        )}
        <span className="price-card__now">
          <strong className="price-card__amount">{view.price}</strong>
          {view.period && <span className="price-card__period">{view.period}</span>}
        </span>
      </p>
      {view.savings && <p className="price-card__saving">Save {view.savings}</p>}
    </div>
  );
}
