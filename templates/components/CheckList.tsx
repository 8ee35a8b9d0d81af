import { Icon } from './Icon';

interface CheckListProps {
  items: readonly string[];
  /** `no` marks what is not included: a cross, and the words "Not included" for screen readers. */
  tone?: 'yes' | 'no';
  className?: string;
}

/** A list with a check (or a cross) before each item; the icon is decorative. */
export function CheckList({ items, tone = 'yes', className }: CheckListProps) {
  return (
    <ul className={['check-list', tone === 'no' ? 'check-list--no' : '', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item}>
          {tone === 'yes' ? <Icon name="check" size={18} /> : <Icon name="x" size={18} />}
          {tone === 'no' && <span className="sr-only">Not included: </span>}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
