import { decodeString } from 'micromark-util-decode-string';
import type { Event } from 'micromark-util-types';

/** What the build needs to know about a body that its HTML does not say: where things are. */
export interface BodyOutline {
  /** The line of each heading, in order. */
  headingLines: number[];
  /** The line of each image, in order. */
  imageLines: number[];
  /** Every link and image destination (definitions too), decoded, with its line. */
  destinations: { url: string; line: number }[];
  /** Lines with raw HTML. */
  rawHtmlLines: number[];
}

/** One pass over micromark's events: headings, images, destinations and raw HTML with their lines. */
export function outlineOf(events: readonly Event[]): BodyOutline {
  const outline: BodyOutline = { headingLines: [], imageLines: [], destinations: [], rawHtmlLines: [] };
  for (const [kind, token, context] of events) {
    if (kind !== 'enter') continue;
    const line = token.start.line;
    switch (token.type) {
      case 'atxHeading':
      case 'setextHeading':
        outline.headingLines.push(line);
        break;
      case 'image':
        outline.imageLines.push(line);
        break;
      case 'resourceDestinationString':
      case 'definitionDestinationString':
        outline.destinations.push({ url: decodeString(context.sliceSerialize(token)), line });
        break;
      case 'htmlFlow':
      case 'htmlText':
        outline.rawHtmlLines.push(line);
        break;
    }
  }
  return outline;
}
