import { VFile } from 'vfile';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createBodyParser } from '../../../../../cli/pipeline/markdown/gfm-as-needed';
import { createProcessor, type MarkdownProcessor } from '../../../../../cli/pipeline/markdown/processor';
import { autolinkBody, PIECES, tableBody } from '../../../../support/markdown-bodies';
import { seededRandom } from '../../../../support/prng';

let processor: MarkdownProcessor;
beforeAll(async () => {
  processor = await createProcessor({ siteUrl: 'https://example.com', plugins: [] });
});

/** The processor, with a count of the bodies that needed all of GFM. */
function counted() {
  const parseAll = vi.fn((file: VFile) => processor.parse(file));
  const parse = createBodyParser(Object.assign(Object.create(processor) as MarkdownProcessor, { parse: parseAll }));
  return { parse, parseAll };
}

describe('parsing a body without GFM tables where it has no delimiter row', () => {
  it('gives the tree that all of GFM gives for every table and near-table, in random company', () => {
    const random = seededRandom(2611);
    const { parse } = counted();
    for (let i = 0; i < 400; i++) {
      const body = tableBody(random);
      expect(parse(new VFile(body)), body).toEqual(processor.parse(new VFile(body)));
    }
  });
});

describe('parsing a body first without literal autolinks', () => {
  it('gives the tree that all of GFM gives, for 1,500 random bodies and every piece alone', () => {
    const random = seededRandom(1225);
    const bodies = [
      ...PIECES,
      // Mostly pieces that hide their `@`, `www.` or `https://` from text, so both ways are taken.
      ...Array.from({ length: 1500 }, () => autolinkBody(random)),
    ];
    const { parse, parseAll } = counted();
    for (const body of bodies) {
      expect(parse(new VFile(body)), body).toEqual(processor.parse(new VFile(body)));
    }
    // Both ways were taken, so both were compared.
    expect(parseAll.mock.calls.length).toBeGreaterThan(300);
    expect(parseAll.mock.calls.length).toBeLessThan(bodies.length - 300);
  });

  it('parses a body once when no text could start a literal autolink, twice when one could', () => {
    const { parse, parseAll } = counted();
    parse(new VFile('Links written [as links](https://example.com), `code@x.y` and <b title="www.x.org">html</b>.'));
    expect(parseAll).not.toHaveBeenCalled();
    const tree = parse(new VFile('Write to someone@example.com.'));
    expect(parseAll).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(tree)).toContain('"url":"mailto:someone@example.com"');
  });

  it("looks in an image's alt, which the lean parser gives as a string, not as text nodes", () => {
    const { parse, parseAll } = counted();
    const body = '![see https://example.com/_x_ here](/i.png)';
    expect(parse(new VFile(body))).toEqual(processor.parse(new VFile(body)));
    expect(parseAll).toHaveBeenCalledTimes(1);
  });

  it('gives every body all of GFM when a maintainer plugin adds syntax of its own', async () => {
    const withSyntax = await createProcessor({ siteUrl: 'https://example.com', plugins: [] });
    const unfrozen = withSyntax();
    unfrozen.data('micromarkExtensions')!.push({});
    const parseAll = vi.fn((file: VFile) => unfrozen.parse(file));
    const parse = createBodyParser(Object.assign(Object.create(unfrozen) as MarkdownProcessor, { parse: parseAll }));
    parse(new VFile('Plain words.'));
    expect(parseAll).toHaveBeenCalledTimes(1);
  });
});
