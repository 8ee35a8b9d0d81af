import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../../../cli/pipeline/markdown/render-markdown';
import { SAMPLE_HOMES } from '../../../../support/sample-facts';
import { SUITE_PARSER } from '../../../../support/suite-parser';

const render = async (markdown: string, facts = true) =>
  (
    await createMarkdownRenderer({
      siteUrl: 'https://chinookdigital.example',
      plugins: [],
      parser: SUITE_PARSER,
      ...(facts ? { facts: SAMPLE_HOMES } : {}),
    })
  ).render(markdown);

describe('fact directives in Markdown bodies', () => {
  it('render as the plain text of the fact, inside any inline markup', async () => {
    const { html, issues } = await render(
      'Our **:offer[infrastructure-audit]** is :price[infrastructure-audit], :saving[infrastructure-audit] off.\n\n- :person[founder] has :fact[years-experience] years\n',
    );
    expect(issues).toEqual([]);
    expect(html).toBe(
      '<p>Our <strong>Infrastructure Audit</strong> is $999, 67% off.</p>\n<ul>\n<li>Ana Fixture has 8+ years</li>\n</ul>',
    );
  });

  it('leave text that merely looks like a directive as it was written', async () => {
    const { html, issues } = await render('At 12:30 the ratio:high flag and :note[x]{y=z} stay, as does a:b.');
    expect(issues).toEqual([]);
    expect(html).toBe('<p>At 12:30 the ratio:high flag and :note[x]{y=z} stay, as does a:b.</p>');
  });

  it('report a bad directive on its line, and a block directive no plugin handles', async () => {
    const { issues } = await render('Fine.\n\nFrom :price[infrastructure-audits].\n\n::youtube[abc]\n');
    expect(issues.map((i) => [i.line, i.message])).toEqual([
      [3, ':price[infrastructure-audits]: "infrastructure-audits" is not an offer id'],
      [5, '::youtube is a directive no plugin handles'],
    ]);
    expect(issues[0]!.hint).toMatch(/Did you mean infrastructure-audit\?/);
  });

  it('say the facts are missing rather than guess, when a body is rendered without them', async () => {
    const { issues } = await render('From :price[infrastructure-audit].', false);
    expect(issues.map((i) => i.message)).toEqual([':price[infrastructure-audit] cannot be resolved']);
  });
});
