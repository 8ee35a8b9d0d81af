import commonmark from 'commonmark-spec';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';

/**
 * The pipeline compiles with remark-rehype and rehype-stringify, so that rehype plugins can work
 * on the HTML tree between the two (cli/pipeline/markdown/processor.ts). remark-html runs the same two
 * steps inside one compiler (mdast-util-to-hast, then hast-util-to-html): on the same tree both
 * must write the same bytes (remark-html ends a document with a line break), or that choice
 * changed what a page says.
 */
describe('compiling as remark-html does', () => {
  it('writes, for every CommonMark example, what remark-html writes', async () => {
    const viaRemarkHtml = unified().use(remarkParse).use(remarkGfm).use(remarkHtml, { sanitize: false });
    const viaRehype = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeStringify, { allowDangerousHtml: true });
    const differ = [];
    for (const { markdown, number } of commonmark.tests) {
      const [a, b] = await Promise.all([viaRemarkHtml.process(markdown), viaRehype.process(markdown)]);
      if (String(a) !== String(b).replace(/[^\r\n]$/, '$&\n')) differ.push(number);
    }
    expect(differ).toEqual([]);
  });
});
