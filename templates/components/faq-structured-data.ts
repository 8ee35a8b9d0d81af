import type { FaqEntry } from '../model/section-schemas';

/** An answer's paragraphs: split at blank lines, trimmed, empty ones dropped. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * schema.org FAQPage for the questions a page shows (FaqList, wherever questions are listed): each
 * answer as plain text, its paragraphs separated by one blank line.
 */
export function faqStructuredData(entries: readonly FaqEntry[], pageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: answerParagraphs(entry.answer).join('\n\n') },
    })),
  };
}
