import { describe, expect, it } from 'vitest';
import { auditCategories, collectIssues } from '../../../../widgets/checker/collect-issues';
import { gradeReports } from '../../../../widgets/checker/grade';
import type { LighthouseResult } from '../../../../widgets/checker/pagespeed-types';
import { FIXTURE_EXPECTED, fixtureLighthouse } from '../../../support/pagespeed-fixture';

const mobile = fixtureLighthouse('mobile', 'https://example.com');
const desktop = fixtureLighthouse('desktop', 'https://example.com');

describe('gradeReports on the PageSpeed fixture', () => {
  const grade = gradeReports(mobile, desktop);

  it('gives the numbers the scoring formulas give', () => {
    expect(grade.scores).toEqual(FIXTURE_EXPECTED.scores);
    expect(grade.strategies).toEqual({ mobile: FIXTURE_EXPECTED.mobile, desktop: FIXTURE_EXPECTED.desktop });
    expect(grade.overallScore).toBe(FIXTURE_EXPECTED.overallScore);
    expect(grade.criticalIssues).toBe(FIXTURE_EXPECTED.criticalIssues);
    expect(grade.quickWins).toBe(FIXTURE_EXPECTED.quickWins);
    expect(grade.projectedLossPerMonth).toBe(FIXTURE_EXPECTED.projectedLossPerMonth);
  });

  it('lists each failing audit once, in its category, most severe first', () => {
    for (const [category, ids] of Object.entries(FIXTURE_EXPECTED.issues)) {
      expect(
        grade.issues.filter((i) => i.category === category).map((i) => i.id),
        category,
      ).toEqual(ids);
    }
    expect(grade.issues).toHaveLength(13);
    expect(new Set(grade.issues.map((i) => i.id)).size).toBe(13);
  });

  it('keeps the worse score of mobile and desktop, and says where the audit failed', () => {
    const lcp = grade.issues.find((i) => i.id === 'largest-contentful-paint')!;
    expect(lcp).toMatchObject({
      score: 0.32,
      severity: 'warning',
      estimatedTime: '1-2 hours',
      displayValue: '4.6 s',
      strategies: ['mobile', 'desktop'],
    });
    expect(grade.issues.find((i) => i.id === 'render-blocking-resources')).toMatchObject({
      score: 0,
      severity: 'critical',
      estimatedTime: '2-4 hours',
    });
    expect(grade.issues.find((i) => i.id === 'first-contentful-paint')).toMatchObject({
      severity: 'info',
      estimatedTime: '30 minutes',
      strategies: ['mobile'],
    });
    expect(grade.issues.find((i) => i.id === 'errors-in-console')).toMatchObject({
      severity: 'critical',
      strategies: ['mobile'],
    });
  });

  it('files an audit no category lists under accessibility, and skips passing and unscored audits', () => {
    expect(grade.issues.find((i) => i.id === 'uses-passive-event-listeners')).toMatchObject({
      category: 'accessibility',
      severity: 'warning',
    });
    const ids = grade.issues.map((i) => i.id);
    for (const passing of [
      'cumulative-layout-shift',
      'is-crawlable',
      'button-name',
      'is-on-https',
      'uses-optimized-images',
      'screenshot-thumbnails',
    ]) {
      expect(ids).not.toContain(passing);
    }
  });

  it('takes the worse score whichever strategy reports it', () => {
    const worseOnDesktop: LighthouseResult = { audits: { x: { title: 'X', description: '', score: 0.3 } } };
    const betterOnMobile: LighthouseResult = { audits: { x: { title: 'X (mobile)', description: '', score: 0.7 } } };
    expect(collectIssues({ mobile: betterOnMobile, desktop: worseOnDesktop })).toMatchObject([
      { id: 'x', title: 'X', score: 0.3, severity: 'warning' },
    ]);
  });

  it('gives an audit two categories list to the one that weighs it most, on a tie the first in the category order', () => {
    const owner = auditCategories({ mobile, desktop });
    expect(owner.get('image-alt')).toBe('accessibility');
    expect(owner.get('document-title')).toBe('accessibility');
    const tie: LighthouseResult = {
      categories: {
        'best-practices': { score: 1, auditRefs: [{ id: 'viewport', weight: 1 }] },
        performance: { score: 1, auditRefs: [{ id: 'viewport', weight: 1 }] },
      },
    };
    expect(auditCategories({ mobile: tie }).get('viewport')).toBe('performance');
  });

  it("treats one run as both strategies (site audit): the scores are that run's", () => {
    const once = gradeReports(mobile, mobile);
    expect(once.scores).toEqual(FIXTURE_EXPECTED.mobile);
    expect(once.issues.every((i) => i.strategies.join() === 'mobile,desktop')).toBe(true);
  });

  it('survives hostile or broken results', () => {
    const broken = {
      categories: { seo: { score: 'high' }, performance: null },
      audits: { a: null, b: { score: 0 }, constructor: { title: 'C', description: '', score: 0 } },
    } as unknown as LighthouseResult;
    const result = gradeReports(broken, undefined);
    expect(result.scores).toEqual({ seo: 0, performance: 0, accessibility: 0, 'best-practices': 0 });
    expect(result.issues.map((i) => [i.id, i.title, i.category])).toEqual([
      ['b', 'b', 'accessibility'],
      ['constructor', 'C', 'accessibility'],
    ]);
  });
});
