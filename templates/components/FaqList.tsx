interface Faq {
  question: string;
  answer: string;
}

/** Questions as disclosure widgets: every answer is in the HTML and opens without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
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

/** schema.org FAQPage for the same questions. */
export function faqStructuredData(faqs: readonly Faq[], pageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
