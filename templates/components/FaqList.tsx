import type { FaqEntry } from './faq-structured-data';

/** Questions as disclosure widgets: every answer is in the HTML and opens without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq-list__item">
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
