import { VFile } from 'vfile';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createBodyParser } from '../../../../../cli/pipeline/markdown/gfm-as-needed';
import { createProcessor, type MarkdownProcessor } from '../../../../../cli/pipeline/markdown/processor';
import { seededRandom } from '../../../../support/prng';

/** Tables and near-tables: delimiter rows of every form, in containers, and lines that only look like one. */
const TABLES = [
  '\n\na | b\n-|-\n',
  '\n\na\n:-\n',
  '\n\na\n:-:\n',
  '\n\n| a |\n| - |\n| c |\n',
  '\n\n|a|b|\n|:--|--:|\nc|d\n\n',
  '\n\na b\n--- |\n',
  '\n\n> a | b\n> --|--\n\n',
  '\n\n- a | b\n  --- | ---\n\n',
  '\n\n`a|b` | c\n-|-|-\n',
  '\n\nheading\n---\n\n',
  '\n\n- - -\n\n',
  '\n\nkey: value - and a | b\n',
  '|',
  ':--',
  'a | b',
];

/** Pieces that are, contain, hide or nearly make a literal autolink, and the syntax around them. */
const PIECES = [
  'plain words',
  'someone@example.com',
  'foo_bar@baz.qux',
  '_x@y.io_',
  'www.example.org',
  'WWW.EXAMPLE.ORG/path_(x)',
  'https://example.net/_a_',
  'HTTP://EXAMPLE.NET',
  'http:/not-one',
  'wwwx.org',
  'mailto:me@example.com',
  'xmpp:me@example.com/home',
  '(https://example.com)',
  '[a label](https://example.com/x "www.t.org")',
  '[www.example.com](/path)',
  '![alt with https://example.com/_x_ in it](/i.png)',
  '![plain alt][ref]',
  '![www.q.org alt][ref]',
  '<https://example.com>',
  '<me@example.com>',
  '`www.code.org @x`',
  '<span title="a@b.co">www.in-html.org</span>',
  ':abbr[HTML]{title="me@example.com"}',
  ':price[starter]',
  '~~struck www.s.org~~',
  '*em*',
  '__strong__',
  '\\_escaped_',
  '&amp; &#64;',
  'a [^note] b',
  '[ref]: https://example.com/ref',
  '\n\n[^note]: www.footnote.org\n\n',
  '\n\n| a | b |\n|---|---|\n| www.cell.org | c@d.ef |\n\n',
  ...TABLES,
  '\n\n- [ ] task http://t.org\n- [x] done\n\n',
  '\n\n```\nhttps://fenced.org a@b.co\n```\n\n',
  '\n\n    indented www.code.org\n\n',
  '\n\n# Heading https://h.org\n\n',
  '\n\n> quoted a@b.co\n\n',
  '\n\n::leaf[label www.l.org]\n\n',
  '\n\n:::note\ninside https://c.org\n:::\n\n',
  '\n\n',
  ' ',
];

/** The pieces with nothing that could start a literal autolink in text or alt. */
const HIDDEN = PIECES.filter(
  (piece) => !/@|www\.|https?:\/\//i.test(piece) || /^\[a label|^`|^<span|^:abbr|^\[ref|^\n\n```|^\n\n {4}/.test(piece),
);

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
      const body = Array.from({ length: random.int(1, 5) }, () =>
        random.pick(random.chance(0.5) ? TABLES : HIDDEN),
      ).join(random.pick(['\n', '', '\n\n']));
      expect(parse(new VFile(body)), body).toEqual(processor.parse(new VFile(body)));
    }
  });
});

describe('parsing a body first without literal autolinks', () => {
  it('gives the tree that all of GFM gives, for 1,500 random bodies and every piece alone', () => {
    const random = seededRandom(1225);
    const bodies = [
      ...PIECES,
      ...Array.from({ length: 1500 }, () =>
        // Mostly pieces that hide their `@`, `www.` or `https://` from text, so both ways are taken.
        Array.from({ length: random.int(1, 8) }, () => random.pick(random.chance(0.1) ? PIECES : HIDDEN)).join(
          random.pick([' ', '', '\n']),
        ),
      ),
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
