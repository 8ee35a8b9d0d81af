import type { CheckerContent } from './checker-content';
import { FIELD_METRICS, type FieldData, type FieldValue } from './field-data';
import { CheckerIcon, type CheckerIconName } from './icons';
import type { FieldCategory } from './pagespeed-types';

const ICON: Record<FieldCategory, CheckerIconName> = { FAST: 'good', AVERAGE: 'average', SLOW: 'poor' };
const BAND: Record<FieldCategory, string> = { FAST: 'good', AVERAGE: 'average', SLOW: 'poor' };

function Cell({ value, copy }: { value: FieldValue | undefined; copy: CheckerContent['field'] }) {
  if (!value) return <td>–</td>;
  return (
    <td>
      <strong>{value.value}</strong>{' '}
      <span className={`cdw-verdict cdw-band--${BAND[value.verdict]}`}>
        <CheckerIcon name={ICON[value.verdict]} size={16} />
        {copy.verdicts[value.verdict]}
      </span>
    </td>
  );
}

/** Core Web Vitals of real visitors (Chrome UX Report), mobile and desktop side by side, each with its verdict in words. */
export function FieldDataTable({ data, copy }: { data: FieldData; copy: CheckerContent['field'] }) {
  return (
    <div className="cdw-card cdw-checker__field-data">
      <h3>{copy.title}</h3>
      <p className="cdw-muted">
        {copy.text} {data.originFallback && copy.originFallback}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="cdw-sr">{copy.metric}</span>
            </th>
            <th scope="col">{copy.mobile}</th>
            <th scope="col">{copy.desktop}</th>
          </tr>
        </thead>
        <tbody>
          {FIELD_METRICS.map(({ id }) => (
            <tr key={id}>
              <th scope="row">{copy.metrics[id]}</th>
              <Cell value={data.metrics[id].mobile} copy={copy} />
              <Cell value={data.metrics[id].desktop} copy={copy} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
