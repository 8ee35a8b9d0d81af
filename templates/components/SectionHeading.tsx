interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  align?: 'start' | 'center';
  /** Light text for sections on a dark background. */
  inverse?: boolean;
}

/** A section's heading: an optional eyebrow line above the h2, an optional lead paragraph below. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'center', inverse = false }: SectionHeadingProps) {
  const className = [
    'section-heading',
    align === 'center' ? 'section-heading--center' : '',
    inverse ? 'section-heading--inverse' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </div>
  );
}
