import { describe, expect, it } from 'vitest';
import { answerParagraphs, faqStructuredData } from '../../../../templates/components/faq-structured-data';

describe('faqStructuredData', () => {
  it('describes each question and its plain-text answer as an FAQPage of the page', () => {
    const data = faqStructuredData(
      [
        { question: 'First?', answer: 'One.' },
        { question: 'Second?', answer: 'Two.' },
      ],
      'https://example.com/faq',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://example.com/faq',
      mainEntity: [
        { '@type': 'Question', name: 'First?', acceptedAnswer: { '@type': 'Answer', text: 'One.' } },
        { '@type': 'Question', name: 'Second?', acceptedAnswer: { '@type': 'Answer', text: 'Two.' } },
      ],
    });
  });

  it("keeps an answer's paragraphs apart by one blank line, without stray whitespace", () => {
    const data = faqStructuredData(
      [{ question: 'Q?', answer: '  A first.\n \n\n A second.\n' }],
      'https://example.com/',
    );
    const { mainEntity } = data as { mainEntity: { acceptedAnswer: { text: string } }[] };
    expect(mainEntity[0]!.acceptedAnswer.text).toBe('A first.\n\nA second.');
    expect(answerParagraphs('One line\nthe same paragraph.\n\nAnother.')).toEqual([
      'One line\nthe same paragraph.',
      'Another.',
    ]);
  });
});
