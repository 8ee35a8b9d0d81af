import { displayedSaving } from '../offers/saving';

interface PriceTagProps {
  price: string;
  originalPrice?: string;
  savings?: string;
  period?: string;
}

/**
 * A price with its crossed-out anchor price (read out as "Regular price ..., now ...") and
 * the saving, in the price card's classes so every priced thing on the site looks alike.
 */
export function PriceTag({ price, originalPrice, savings, period }: PriceTagProps) {
  const saving = displayedSaving(price, originalPrice, savings);
  return (
    <div className="price-tag">
      <p className="price-card__price">
        {originalPrice && (
          <>
            <span className="sr-only">Regular price </span>
            <s className="price-card__original">{originalPrice}</s>
            <span className="sr-only">, now </span>
          </>
        )}
        <strong className="price-card__amount">{price}</strong>
        {period && <span className="price-card__period">{period}</span>}
      </p>
      {saving && <p className="price-card__saving">Save {saving}</p>}
    </div>
  );
}
