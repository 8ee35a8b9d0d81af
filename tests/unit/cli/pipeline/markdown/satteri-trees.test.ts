import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { markdownToMdast } from 'satteri';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdownSource } from '../../../../../cli/pipeline/content/front-matter';
import { createProcessor, type MarkdownProcessor } from '../../../../../cli/pipeline/markdown/processor';
import { matchRemark } from '../../../../../cli/pipeline/markdown/satteri-trees';
import { REPO_ROOT } from '../../../../support/fixtures';
import { seededRandom } from '../../../../support/prng';

/**
 * Where Sätteri 0.10.5 and remark read text apart, each cut down by comparing their trees on
 * random bodies of Markdown's punctuation until a few characters were left. Sätteri's parser
 * (satteri-parse.ts) must give remark's tree for each: normalised, or parsed by remark.
 */
const CUT_DOWN = [
  ...['- [x] *em* b', '1) [x] `c`', '- [ ] ![i](u)', '> - [ ] *q*', '- [ ] \nabc', '- [ ]  \nabc', '> - [x]\n>   *q*'],
  ...['<foo\\+@bar.example.com>', '[a www.x.com', 'x&amp;www.x.com', '`c`www.x.com', 'a.www.x.com', '\\_x@y.io'],
  ...['http://w._a_', 'www.g._g_', '__strong__www.example.org_:--', 'https://.x.com', 'http://.@1'],
  ...['xmpp:me@example.com/homea@b.co', 'a b\n--- |\nhttps://e.com/ref|[ref]: x', 'b[ref]: https://e.com/r:x[s]'],
  ...[':x[a\nb]', ':x[a]{b="1"\nc=2}', ':x[a ]', '::x[a ]', ':::x[a ]\nb\n:::', ':::x junk\nd\n:::', ':x{{a=1}'],
  ...[
    ':x\tb',
    ':\t',
    '_:x_\t',
    '\\::x',
    ':person[a]{#a k=v}',
    '::w ',
    '>x.com\n:::',
    'http://4` :x`',
    'b```<v>:x\n```',
  ],
  ...['| a |\n|-|\n<b>', '| a |\n|-|\n </b>', '[ref]: /u\n:--', '[ref]: /u\n|-|', '    r\n[f]:f\n\n*'],
  ...['\\**b**', 'b*_a_*', '**x _a_**1', 'a\n[^1]:-', '[^1]: [^2]: b', '[^&mp;]:', '_\n[^1]: >+', '[^1]:]\n<b>\n'],
  ...['>`:\n>*b*', '- `\n  <b>', '1. ```\n-$', '- o\n <b>\n', '>>\n>\n', '> > a\n>\nb', '\u0000a'],
];

/** Canonical JSON: keys sorted, but a directive's attributes in their own order (the first unknown one is reported). */
const canonical = (tree: unknown) =>
  JSON.stringify(tree, (key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) && key !== 'attributes'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

let remark: MarkdownProcessor;
let satteri: MarkdownProcessor;
beforeAll(async () => {
  remark = await createProcessor({ siteUrl: 'https://example.com', plugins: [], parser: 'remark' });
  satteri = await createProcessor({ siteUrl: 'https://example.com', plugins: [], parser: 'satteri' });
});
const differ = (body: string) => canonical(remark.parse(new VFile(body))) !== canonical(satteri.parse(new VFile(body)));
const satteriAlone = (body: string) =>
  matchRemark(markdownToMdast(body, { features: { gfm: true, directive: true, frontmatter: false } }) as Root, body);

describe("Sätteri's parser in the processor", () => {
  it('gives remark’s tree, positions included, where the two read apart', () => {
    expect(CUT_DOWN.filter(differ)).toEqual([]);
    // Each was found where Sätteri's own tree differs, and one is normalised, not reparsed.
    expect(satteriAlone('- [x] *em* b')).toBe(true);
  });

  it('gives remark’s tree for 2,000 random bodies of Markdown’s punctuation', () => {
    const random = seededRandom(4049);
    const tokens = [...'[]()*_~`<>!:\\;#@.|-\n\n  \t+"\'={}^$%1', '&amp;', 'www.', 'http://', 'mailto:', 'xmpp:'];
    const more = ['a', 'x.com', '- [ ] ', '- [x] ', '> ', ':::', '::', ':x', '{a=1}', '[^1]', '[^1]: ', '1. '];
    const pieces = [...tokens, ...more, '<b>', '</b>', '```', '    ', '---', '===', '_a_', '**b**'];
    const bodies = Array.from({ length: 2000 }, () =>
      Array.from({ length: random.int(1, 40) }, () => random.pick(pieces)).join(''),
    );
    expect(bodies.filter(differ)).toEqual([]);
  });

  it('parses every body of the site with Sätteri alone (no body goes to remark)', () => {
    const files = readdirSync(path.join(REPO_ROOT, 'content'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md') && !file.startsWith('.'))
      .map((file) => path.join(REPO_ROOT, 'content', file));
    expect(files.length).toBeGreaterThan(40);
    const bodies = files.map((file) => parseMarkdownSource({ file, absPath: file, text: readFileSync(file, 'utf8') }));
    expect(bodies.filter((source) => !satteriAlone(source.body)).map((source) => source.file)).toEqual([]);
  });
});
