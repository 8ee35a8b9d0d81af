import { z } from 'zod';
import { answerParagraphs } from './faq-structured-data';

/** A question a service page answers (plain text; blank lines separate the answer's paragraphs). */
export const serviceQuestionSchema = z.strictObject({
  question: z.string().min(1),
  answer: z.string().min(1),
});
export type ServiceQuestion = z.infer<typeof serviceQuestionSchema>;

/** Questions as disclosure widgets: every answer is in the HTML, open or closed without JavaScript. */
export function ServiceFaq({ questions }: { questions: readonly ServiceQuestion[] }) {
  return (
    <div className="service-faq">
      {questions.map((item) => (
        <details key={item.question} className="service-faq__item">
          <summary className="service-faq__question">{item.question}</summary>
          <div className="service-faq__answer">
            {answerParagraphs(item.answer).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
