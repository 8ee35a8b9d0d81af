import { z } from 'zod';

/** A question a service page answers (plain text; blank lines separate the answer's paragraphs). */
export const serviceQuestionSchema = z.strictObject({
  question: z.string().min(1),
  answer: z.string().min(1),
});
export type ServiceQuestion = z.infer<typeof serviceQuestionSchema>;

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

/** Questions as disclosure widgets: every answer is in the HTML, open or closed without JavaScript. */
export function ServiceFaq({ questions }: { questions: readonly ServiceQuestion[] }) {
  return (
    <div className="service-faq">
      {questions.map((item) => (
        <details key={item.question} className="service-faq__item">
          <summary className="service-faq__question">{item.question}</summary>
          <div className="service-faq__answer">
            {paragraphs(item.answer).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage for the same questions. */
export function faqStructuredData(questions: readonly ServiceQuestion[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: paragraphs(item.answer).join('\n\n') },
    })),
  };
}
