import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../../../../cli/errors';
import { checkProcessTimes } from '../../../../../../cli/pipeline/content/relations/process-times';
import { lineOf, relationSite, type PageText } from '../../../../../support/relation-site';

const company = (text: string) => `founded: 2019
facts: [{ id: years, value: 8, label: years }]
terms:
  - { id: launch-time, text: ${text}, process: website-launch }
`;
/** A pricing page whose process (id website-launch) takes 1-2, 3-5, 7-14 and 1-2 days: 12-23 days. */
const pricing = (id = 'website-launch', build = '7-14 days'): PageText => ({
  file: 'content/pages/website-pricing.md',
  template: 'pricing',
  yaml: `sections:
  - type: process
    id: ${id}
    lead: Most sites go live :term[launch-time] after kickoff.
    steps:
      - { title: Strategy, duration: 1-2 days }
      - { title: Design, duration: 3-5 days }
      - { title: Build, duration: ${build} }
      - { title: Launch, duration: 1-2 days }
`,
});
/** The home page's five steps (3-5, 5-7, 10-14, 1-2 days and ongoing: 19-28 days), with a lead. */
const home = (lead: string): PageText => ({
  file: 'content/pages/index.md',
  template: 'home',
  yaml: `process:
  lead: ${lead}
  steps:
    - { title: Discover, timeline: 3-5 days }
    - { title: Design, timeline: 5-7 days }
    - { title: Build, timeline: 10-14 days }
    - { title: Launch, timeline: 1-2 days }
    - { title: Optimize, timeline: Ongoing }
`,
});
const check = (text: string, pages: PageText[]) =>
  checkProcessTimes(relationSite({ company: text }, pages)).map(formatProblem);

describe('a stated total time names its process and is computed from its phases', () => {
  it('pass when the term states the total of its steps, rounded to its unit (12-23 days: two to three weeks)', () => {
    expect(check(company('two to three weeks'), [pricing(), home('A clear plan, one engineer.')])).toEqual([]);
  });

  it("fail at the term when its time is not the steps' total, naming the process's line", () => {
    const text = company('one to two weeks');
    const page = pricing();
    expect(check(text, [page])).toEqual([
      expect.stringContaining(
        `content/data/company.yaml:${lineOf(text, 'id: launch-time')} terms[0].text: launch-time says "one to two weeks", but the steps of website-launch (content/pages/website-pricing.md:${lineOf(page.yaml, 'id:', 1)}) add up to 12-23 days, about 2-3 weeks`,
      ),
    ]);
  });

  it('fail where another process states that total beside its own steps, naming the term', () => {
    const text = company('two to three weeks');
    const page = home('Most websites launch :term[launch-time] after kickoff.');
    expect(check(text, [pricing(), page])).toEqual([
      expect.stringContaining(
        `content/pages/index.md:${lineOf(page.yaml, 'lead:', 1)} process.lead: states launch-time (content/data/company.yaml:${lineOf(text, 'id: launch-time')}), the total of website-launch (content/pages/website-pricing.md:`,
      ),
    ]);
    expect(check(text, [pricing(), page])[0]).toContain('beside steps that add up to 19-28 days');
  });

  it('fail where one process is shown with other steps on another page, naming both', () => {
    const other = { ...pricing('website-launch', '10-14 days'), file: 'content/pages/services/website-development.md' };
    expect(check(company('two to three weeks'), [pricing(), other])).toEqual([
      expect.stringContaining(
        `content/pages/services/website-development.md:${lineOf(other.yaml, 'id:', 1)} sections[0].id: shows the process website-launch with steps of 1-2 days, 3-5 days, 10-14 days, 1-2 days, where content/pages/website-pricing.md:`,
      ),
    ]);
  });

  it('name a process no page has', () => {
    expect(check(company('two to three weeks'), [pricing('website-build')])).toEqual([
      expect.stringMatching(
        /terms\[0\]\.process: "website-launch" is not the id of a process\n\s+.*Known: website-build\./,
      ),
    ]);
  });
});
