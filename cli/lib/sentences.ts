/** Where a sentence ends: after . ! or ?, before a capital, a quote or a parenthesis. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z"(])/g;

/** The sentences of a block of text, each with its offset in it. */
export function sentencesOf(text: string): { sentence: string; offset: number }[] {
  const sentences: { sentence: string; offset: number }[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    sentences.push({ sentence: text.slice(start, end.index), offset: start });
    start = end.index + end[0].length;
  }
  sentences.push({ sentence: text.slice(start), offset: start });
  return sentences;
}
