import type Result from 'lighthouse/types/lhr/lhr.js';
import { describe, expect, it } from 'vitest';
import { belowBudget, budgetFor, lighthouseScores, failingAudits, medianScores } from '../../../../cli/audit/scores';

type Audit = { score: number | null; scoreDisplayMode?: string; displayValue?: string };

/** A minimal Lighthouse result: each category's audits with weights and scores. */
function lhr(categories: Record<string, [string, number, Audit][]>): Result {
  const audits: Record<string, object> = {};
  const cats: Record<string, object> = {};
  for (const [id, refs] of Object.entries(categories)) {
    cats[id] = { id, auditRefs: refs.map(([ref, weight]) => ({ id: ref, weight })) };
    for (const [ref, , audit] of refs) audits[ref] = { id: ref, scoreDisplayMode: 'binary', ...audit };
  }
  return { categories: cats, audits } as unknown as Result;
}

const full = {
  performance: [['fcp', 10, { score: 1 }]],
  accessibility: [['label', 10, { score: 1 }]],
  'best-practices': [['errors', 1, { score: 1 }]],
} as const;

describe('lighthouseScores', () => {
  it('is the weighted mean of the scored audits, as Lighthouse computes it', () => {
    const result = lhr({
      ...full,
      seo: [
        ['meta-description', 1, { score: 1 }],
        ['is-crawlable', 3, { score: 0 }],
        ['hreflang', 5, { score: null, scoreDisplayMode: 'notApplicable' }],
      ],
    } as never);
    expect(lighthouseScores(result, { noindex: false })).toEqual({
      performance: 100,
      accessibility: 100,
      'best-practices': 100,
      seo: 25,
    });
  });

  it('exempts is-crawlable, and only it, on noindex pages', () => {
    const result = lhr({
      ...full,
      seo: [
        ['is-crawlable', 3, { score: 0 }],
        ['link-text', 1, { score: 0 }],
      ],
    } as never);
    expect(lighthouseScores(result, { noindex: true }).seo).toBe(75);
    expect(failingAudits(result, { noindex: true })).toEqual(['seo: link-text (score 0)']);
    expect(failingAudits(result, { noindex: false })).toEqual([
      'seo: is-crawlable (score 0)',
      'seo: link-text (score 0)',
    ]);
  });
});

describe('budgets', () => {
  it('hold all four categories at 100 on every route, islands included; a floor lowers performance only', () => {
    expect(budgetFor()).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(budgetFor(95)).toEqual({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(belowBudget({ performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 }, budgetFor())).toEqual([
      'performance',
    ]);
    expect(belowBudget({ performance: 96, accessibility: 100, 'best-practices': 99, seo: 100 }, budgetFor(95))).toEqual(
      ['best-practices'],
    );
  });

  it('take the median of several runs, per category', () => {
    const run = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(medianScores([run(90), run(100), run(97)]).performance).toBe(97);
    expect(medianScores([run(96), run(100)]).performance).toBe(98);
  });
});
