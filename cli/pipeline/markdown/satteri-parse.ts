import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import type { markdownToMdast } from 'satteri';
import { unified, type PluggableList, type Processor } from 'unified';
import { parseWithinLimits, remarkWithinLimits } from './limits/parse-within-limits';
import { matchRemark } from './satteri-trees';

declare module 'unified' {
  interface Data {
    /** Set by satteriParse: the processor reads Markdown with Sätteri, not remark-parse. */
    satteri?: boolean;
  }
}

/**
 * The site's other parser: remark-parse with remark-gfm and remark-directive (Sätteri reads what
 * they read), within the limits (limits/).
 */
export const REMARK_PARSER: PluggableList = [remarkParse, remarkGfm, remarkDirective, remarkWithinLimits];

/** What remark-parse, remark-gfm and remark-directive read; front matter is split off before. */
const OPTIONS = { features: { gfm: true, directive: true, frontmatter: false }, position: true } as const;

/** remark's parser, for the few bodies whose trees could differ (made for the first). */
let remark: Processor | undefined;

/**
 * The unified plugin that parses with Sätteri (satteri-binding.ts gives `parse`) in place of
 * remark-parse, remark-gfm and remark-directive: the same tree, positions included, in a few
 * hundredths of their time (satteri-trees.ts normalises where it differs, or hands the body to
 * remark). remark-rehype turns GFM's nodes into HTML itself; remark-gfm's other part (writing
 * Markdown back) is not needed.
 */
export function satteriParse(this: Processor, parse: typeof markdownToMdast): void {
  this.data('satteri', true);
  this.parser = (document, file) => {
    // Within the limits before matchRemark walks the tree.
    const tree = parseWithinLimits(document, () => parse(document, OPTIONS) as Root);
    if (matchRemark(tree, document)) return tree;
    remark ??= unified().use(REMARK_PARSER).freeze();
    return remark.parse(file) as Root;
  };
}
