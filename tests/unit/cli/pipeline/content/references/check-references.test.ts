import { describe, expect, it } from 'vitest';
import { checkReferences, knownIds } from '../../../../../../cli/pipeline/content/references/check-references';
import { createFacts } from '../../../../../../templates/model/facts/facts';
import { homesOf, SAMPLE_FACTS } from '../../../../../support/sample-facts';

const facts = createFacts(SAMPLE_FACTS);
const posts = new Set(['/what-is-a-cdn/', '/blog/2']);
/** Each field's "line" is its position in a made-up file, so problems can be told apart. */
const check = (data: unknown) =>
  checkReferences(
    {
      file: 'content/pages/x.md',
      data,
      lineOf: (path) => path.length * 10 + path.filter((k) => typeof k === 'number').length,
    },
    facts,
    knownIds(homesOf(facts.data), posts),
  );

describe('references in front matter and data sets', () => {
  it('pass when every id names a record, in single fields and in lists, at any depth', () => {
    const data = {
      cards: [{ offer: 'infrastructure-audit', testimonial: { person: 'priya-raman', quote: 'Good.' } }],
      stats: [{ fact: 'years-experience' }],
      posts: ['/blog/2'],
      offers: ['managed-devops'],
    };
    expect(check(data)).toEqual({ data, problems: [] });
  });

  it('name the file, line and field of an unknown id, with the nearest known id', () => {
    const { problems } = check({
      cards: [{ offer: 'infrastructure-audits' }],
      quote: { person: 'pria-raman' },
      stats: [{ fact: 'years' }],
      posts: ['/blog/9'],
    });
    expect(problems.map((p) => `${p.file}:${p.line} ${p.field}: ${p.message}`)).toEqual([
      'content/pages/x.md:21 posts[0]: "/blog/9" is not the route of an article',
      'content/pages/x.md:31 cards[0].offer: "infrastructure-audits" is not an offer id',
      'content/pages/x.md:20 quote.person: "pria-raman" is not a person id',
      'content/pages/x.md:31 stats[0].fact: "years" is not a fact id',
    ]);
    expect(problems[1]!.hint).toMatch(
      /^Did you mean infrastructure-audit\? Use an id from content\/data\/offers\.yaml/,
    );
    expect(problems[2]!.hint).toMatch(/^Did you mean priya-raman\?/);
    expect(problems[3]!.hint).toMatch(/^Did you mean years-experience\?/);
  });

  it("leave a post that failed to load to its own file's problem, and name a missing post's nearest route", () => {
    const failed = new Set(['/bad-date/']);
    const { problems } = checkReferences(
      {
        file: 'content/pages/x.md',
        data: { entries: [{ post: '/bad-date/' }, { post: '/what-is-a-cdn' }] },
        lineOf: () => 3,
      },
      facts,
      knownIds(homesOf(facts.data), posts, failed),
    );
    expect(problems.map((p) => p.field)).toEqual(['entries[1].post']);
    expect(problems[0]!.hint).toBe(
      'Did you mean /what-is-a-cdn/? Use the route of a post in content/blog/: its permalink, or /blog/<id>.',
    );
  });

  it('never end a hint with an empty list of known ids', () => {
    const none = createFacts({ ...SAMPLE_FACTS, people: [] });
    const { problems } = checkReferences(
      { file: 'content/pages/x.md', data: { person: 'nobody' }, lineOf: () => 3 },
      none,
      knownIds(homesOf(none.data), posts),
    );
    expect(problems[0]!.hint).toBe('Use an id from content/data/people.yaml, or add the record there.');
  });

  it('refuse a name, role or company typed beside a person, and a price typed beside an offer, saying which differs', () => {
    const { problems } = check({
      testimonial: { person: 'priya-raman', role: 'Operations Manager', company: 'Bow Valley Dental' },
      card: { offer: 'infrastructure-audit', price: '$1,999' },
    });
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'testimonial.role: shows priya-raman with role "Operations Manager", but content/data/people.yaml says "Owner"',
      "testimonial.company: repeats priya-raman's company from content/data/people.yaml",
      'card.price: shows infrastructure-audit with price "$1,999", but content/data/offers.yaml (catalog) says 999',
    ]);
    expect(problems[0]!.hint).toMatch(/^Remove this field/);
  });

  it('resolve directives in text into a copy, leaving the original untouched', () => {
    const data = {
      description: 'Audits from :price[infrastructure-audit].',
      list: ['plain', ':fact[years-experience] years'],
    };
    const before = structuredClone(data);
    const result = check(data);
    expect(result.data).toEqual({ description: 'Audits from $999.', list: ['plain', '8+ years'] });
    expect(data).toEqual(before);
    expect(
      check({ description: 'From :price[nope].' }).problems.map((p) => `${p.line} ${p.field}: ${p.message}`),
    ).toEqual(['10 description: :price[nope]: "nope" is not an offer id']);
  });
});
