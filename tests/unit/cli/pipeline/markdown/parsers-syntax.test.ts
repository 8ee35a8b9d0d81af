import { describe, expect, it } from 'vitest';
import { expectSameOutput, rendererPair, TEST_SITE } from '../../../../support/parser-pair';
import { SAMPLE_HOMES } from '../../../../support/sample-facts';

/**
 * Sätteri renders what remark renders for the syntax the site gives meaning to: the fact
 * directives (`:price[id]`, `:fact[id]{field=…}`, `:term[id]`) resolved with facts and without,
 * directives no plugin handles (text ones back to text, leaf and container ones reported), the
 * constructs where Sätteri's raw tree was seen to part from remark's, and bodies with each content
 * problem (raw HTML, an image without alt text, a bad directive, a level-1 heading): the same
 * tree, positions included, the same HTML, and every problem with the same message, hint and line.
 */

const PLAIN = { siteUrl: TEST_SITE, plugins: [] };
const WITH_FACTS = { ...PLAIN, facts: SAMPLE_HOMES };

/** Text, leaf and container directives: the site's fact directives, others left as text or reported, and near-misses. */
const DIRECTIVES = [
  'Our :offer[infrastructure-audit] is :price[infrastructure-audit], :saving[infrastructure-audit] off.',
  ':offer[managed-devops]{field=originalPrice} and :offer[custom-work]{field=price}',
  '- :person[founder] has :fact[years-experience] :fact[years-experience]{field=label}\n- :person[founder]{field=role}',
  ':fact[cloud-cost-cut]{field=both} and :fact[client-revenue]{field="text"}',
  'Refunds :term[guarantee-window], in :term[currency].',
  '**:price[managed-devops]**, *:person[priya-raman]{field=firstName}*, [a :price[infrastructure-audit] link](/x)',
  '| Plan | Price |\n|---|---|\n| :offer[infrastructure-audit] | :price[infrastructure-audit] |',
  '# Title :price[infrastructure-audit]\n\n## Heading :fact[years-experience] {#own-id}',
  'From :price[infrastructure-audits] and :price[] and :price',
  ':fact[years-experience]{field=colour} :person[founder]{role=x} :term[nothing]',
  ':price[infrastructure-audit]{#id .cls}',
  ':person[founder]{#a k=v}',
  'At 12:30 the ratio:high flag and :note[x]{y=z} stay, as does a:b.',
  ':abbr[HTML]{title="Hyper Text" lang=en} and :x{#id .one .two key=\'v\'}',
  ':x[a *b* `c` [d](/e)] and :x[unclosed and :x[a]{unclosed',
  ':x[[nested]] and :x[a\\]b] and \\:price[infrastructure-audit] and `:price[infrastructure-audit]`',
  ':x[a\nb] and :x[a]{\nk=v\n}',
  ':x{k="a&amp;b"} :x[&amp;] :x{k="\\""}',
  ':PRICE[infrastructure-audit] :pri-ce[a] :p_r[a] :1a[b] email me:price[infrastructure-audit]',
  'http://example.com/:price[infrastructure-audit] www.example.com:price[infrastructure-audit] a@b.co:price[x]',
  'A note[^1].\n\n[^1]: Costs :price[infrastructure-audit].',
  '::youtube[abc]',
  '::leaf',
  '::leaf[label]{a=b}\n::leaf2{#i}',
  '::leaf[x] trailing text',
  'text\n::leaf',
  '    ::leaf in code',
  ':::note\nInside :price[infrastructure-audit].\n:::',
  ':::note[Title]{.warn}\n- a\n- b\n:::',
  ':::outer\n::::inner\nx\n::::\n:::',
  ':::unclosed\ntext',
  '> :::quoted\n> x\n> :::',
  '- :price[infrastructure-audit]\n- ::leaf',
  '::: note\nx\n:::\n\n:::\nx\n:::\n\n:::note\n\n:::',
  ':::note\n```\n:::\n```\n:::',
].map((body, i) => ({ label: `directive ${i}`, body }));

/** Bodies with each problem the site reports: which messages remark gives, on which lines. */
const PROBLEMS: { body: string; expected: [number, RegExp][] }[] = [
  {
    body: 'Text <b>bold</b>.\n\n<div>\nblock\n</div>\n',
    expected: [
      [1, /raw HTML/],
      [1, /raw HTML/],
      [3, /raw HTML/],
    ],
  },
  {
    body: 'Intro.\n\n![](/images/a.png)\n\n- ![ ](b.jpg "t")\n',
    expected: [
      [3, /without alt/],
      [5, /without alt/],
    ],
  },
  {
    body: 'Fine.\n\nFrom :price[infrastructure-audits].\n\n::youtube[abc]\n',
    expected: [
      [3, /not an offer id/],
      [5, /no plugin/],
    ],
  },
  {
    body: 'Intro.\n\n# A title\n\nText\n===\n',
    expected: [
      [3, /level-1 heading/],
      [5, /level-1 heading/],
    ],
  },
  { body: '## A {#x}\n\n## B {#x}\n', expected: [[3, /twice/]] },
  {
    body: '[a](javascript:alert(1))\n\n![b](data:image/png;base64,x)\n',
    expected: [
      [1, /scheme/],
      [3, /scheme/],
    ],
  },
  { body: '![remote](https://example.org/i.png)\n', expected: [[1, /another site/]] },
  {
    body: '- [x] <i>done</i>\n- [ ] ![](/i.png)\n\n> # Quoted\n> :person[nobody]\n\n| a |\n|---|\n| <br> |\n',
    expected: [
      [1, /raw HTML/],
      [1, /raw HTML/],
      [2, /without alt/],
      [4, /level-1/],
      [5, /not a person id/],
      [9, /raw HTML/],
    ],
  },
];

/**
 * Constructs where Sätteri 0.10.5's raw tree was seen to part from remark's (in content, or only
 * in positions), each to be normalised or left to remark: task lists, literal autolinks beside a
 * table's pipe or a directive, a definition over a delimiter row, NUL, and directives' labels
 * and attributes over lines, character references and escapes in attributes, attribute order
 * (the first unknown one is reported), nested containers and fences inside them.
 */
const PARTED = [
  '- [x] *em* b',
  '- [x] \n  next',
  '- [ ]\n  text',
  '> - [x]\n>   *quoted*',
  '_x@y.io_ and <foo\\+@bar.example.com>',
  '[ref]: https://example.com/ref\n:--\nx',
  'a | b\n-|-\n[ref]: https://example.com/ref|',
  'a | b\n-|-\n~~struck www.s.org~~|',
  '| a |\n|---|\n| https://chinookdigital.example/about|',
  'www.example.com:price[infrastructure-audit]',
  'See http://example.com/:price[infrastructure-audit] www.example.com:price[infrastructure-audit] a@b.co:price[x]',
  '[ref]: https://example.com/ref:price[infrastructure-audit]',
  '\u0000a',
  ':x[a\nb] and :abbr[Hyper\nText]{title=x} and :x[a]{\nk=v\n}',
  ':person[founder]{#a k=v} and :x{#id .cls key=v}',
  ':x{k="a&amp;b"} and :x{k="\\""}',
  ':::outer\n::::inner\nx\n::::\n:::',
  ':::note\n```\n:::\n```\n:::',
].map((body, i) => ({ label: `parted ${i}`, body }));

describe('Sätteri renders what remark renders', () => {
  it('for text, leaf and container directives, resolved with facts and without', async () => {
    await expectSameOutput(WITH_FACTS, DIRECTIVES);
    await expectSameOutput(PLAIN, DIRECTIVES);
  });

  it('for the constructs where their raw trees were seen to part', async () => {
    await expectSameOutput(WITH_FACTS, PARTED);
  });

  it('reporting every content problem with the same message, hint and line', async () => {
    const { remark } = await rendererPair(WITH_FACTS);
    // Each body has the problems it is for (so the comparison below compares problems).
    for (const { body, expected } of PROBLEMS) {
      const { issues } = await remark.render(body);
      expect(
        issues.map((issue) => issue.line),
        body,
      ).toEqual(expected.map(([line]) => line));
      issues.forEach((issue, i) => expect(issue.message).toMatch(expected[i]![1]));
    }
    await expectSameOutput(
      WITH_FACTS,
      PROBLEMS.map(({ body }, i) => ({ label: `problem ${i}`, body })),
    );
  });
});
