import { formatPrice } from '../model/format';
import { computeCostSaving, type CostRow } from '../model/offers/cost-saving';
import type { CostTableLabels } from '../model/section-schemas';

/**
 * Monthly cost before and after optimisation by provider type (the DevOps pricing page). The
 * saving column is computed from the other two (content never types it).
 * On narrow screens each row becomes a small grid (provider above its three figures); only the
 * rows' display changes, the table and its row groups stay tables, so the native roles hold
 * (HTML forbids repeating them on rows and cells: role="row" and role="cell" are errors for the
 * W3C checker). The wrapper is a focusable region so keyboards can scroll it if it ever overflows.
 */
export function CostTable({ rows, labels, id }: { rows: readonly CostRow[]; labels: CostTableLabels; id: string }) {
  return (
    <div className="cost-table" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.provider}</th>
            <th scope="col">{labels.current}</th>
            <th scope="col">{labels.optimized}</th>
            <th scope="col">{labels.savings}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const saving = computeCostSaving(row.current, row.optimized);
            return (
              <tr key={row.provider}>
                <th scope="row">{row.provider}</th>
                <td>{formatPrice(row.current)}</td>
                <td>{formatPrice(row.optimized)}</td>
                <td className="cost-table__saving">
                  {formatPrice(saving.amount)} <span className="cost-table__percent">({saving.percent}%)</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
