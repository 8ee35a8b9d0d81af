import type { Data } from 'unified';
// For the types of the parsers' data (micromarkExtensions, satteri).
import type {} from 'remark-parse';
import type {} from './satteri-parse';

/** A unified processor, of any trees. */
interface WithData {
  data(): Data;
}

/** The syntax extensions each of the site's parsers registers: remark-gfm's and remark-directive's, or none. */
const OWN_EXTENSIONS = { remark: 2, satteri: 0 };

/**
 * Whether a processor's plugins beyond the site's parser change how Markdown is read: a
 * maintainer's plugin that adds syntax (micromark and mdast extensions, as remark-math does) or
 * sets the parser's options. Only remark-parse reads those (Sätteri has its own syntax), and a
 * body's text may then mean something else, so every body gets all of GFM (gfm-as-needed.ts).
 */
export function addsSyntax(processor: WithData): boolean {
  const data = processor.data();
  const own = OWN_EXTENSIONS[data.satteri ? 'satteri' : 'remark'];
  return (
    (data.micromarkExtensions?.length ?? 0) !== own ||
    (data.fromMarkdownExtensions?.length ?? 0) !== own ||
    data.settings !== undefined
  );
}

/** Whether the processor reads Markdown with Sätteri (satteri-parse.ts). */
export function parsesWithSatteri(processor: WithData): boolean {
  return processor.data().satteri === true;
}
