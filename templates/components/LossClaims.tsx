import { Icon } from './Icon';

export interface LossClaim {
  figure: string;
  text: string;
  tone: 'red' | 'orange';
}

/**
 * The lost-revenue claims of the contact page, in red and orange. The colour
 * only supports the words: each claim has its figure, its sentence and a warning icon.
 */
export function LossClaims({ claims, label }: { claims: readonly LossClaim[]; label: string }) {
  return (
    <ul className="loss-claims" aria-label={label}>
      {claims.map((claim) => (
        <li key={claim.figure} className={`loss-claim loss-claim--${claim.tone}`}>
          <Icon name="alert-triangle" size={22} />
          <p>
            <strong className="loss-claim__figure">{claim.figure}</strong> <span>{claim.text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
