import type Result from 'lighthouse/types/lhr/lhr.js';
import { describe, expect, it } from 'vitest';
import type { RouteAudit } from '../../../cli/audit/audit-site';
import { formatAuditTable } from '../../../cli/audit/format-audit';
import { budgetFor, lighthouseScores } from '../../../cli/audit/scores';
import { CHECKER_GRADING, gradeRoute } from '../../../templates/audit-grade';
import { FIXTURE_EXPECTED, fixtureLighthouse } from '../../support/pagespeed-fixture';

const lhr = fixtureLighthouse('mobile', 'http://127.0.0.1/') as unknown as Result;
const mobile = { performance: 62, accessibility: 78, 'best-practices': 96, seo: 83 };

describe('site audit graded like the website checker', () => {
  it("counts the one mobile run as both strategies: the scores are that run's, the rest follows the checker's formulas", () => {
    const grade = gradeRoute(lhr, mobile, { noindex: false });
    expect(grade.scores).toEqual(mobile);
    expect(grade.overallScore).toBe(80); // (62 + 78 + 96 + 83) / 4 = 79.75
    expect(grade.criticalIssues).toBe(2); // performance < 75, accessibility < 80
    expect(grade.quickWins).toBe(1);
    expect(grade.projectedLossPerMonth).toBe(1000);
    // Critical first (by category in the categories' order, then title), then warnings and infos by score.
    expect(grade.issues.map((i) => i.id)).toEqual([
      'meta-description',
      'link-text',
      'render-blocking-resources',
      'color-contrast',
      'heading-order',
      'image-alt',
      'errors-in-console',
      'largest-contentful-paint',
      'uses-passive-event-listeners',
      'unused-javascript',
      'total-blocking-time',
      'first-contentful-paint',
      'speed-index',
    ]);
    expect(grade.issues).toHaveLength(13);
    expect(grade.fixHours).toBe(26);
    expect(grade.issues[0]).not.toHaveProperty('strategies');
  });

  it('takes the same fixture as the checker does when both strategies are that run', () => {
    const grade = gradeRoute(lhr, lighthouseScores(lhr, { noindex: false }), { noindex: false });
    expect(grade.issues.map((i) => [i.id, i.category])).toEqual(
      expect.arrayContaining(
        Object.entries(FIXTURE_EXPECTED.issues).flatMap(([category, ids]) => ids.map((id) => [id, category])),
      ),
    );
  });

  it('lets noindex pages fail is-crawlable, as the budget does', () => {
    const crawl = structuredClone(lhr) as unknown as { audits: Record<string, { score: number }> };
    crawl.audits['is-crawlable']!.score = 0;
    const asIndexed = gradeRoute(crawl as unknown as Result, mobile, { noindex: false });
    const asNoindex = gradeRoute(crawl as unknown as Result, mobile, { noindex: true });
    expect(asIndexed.issues.map((i) => i.id)).toContain('is-crawlable');
    expect(asNoindex.issues.map((i) => i.id)).not.toContain('is-crawlable');
  });

  it('prints one table with the overall score and issue count, then the issues of each route', () => {
    const audit = (
      route: string,
      islands: boolean,
      scores: typeof mobile,
      below: (keyof typeof mobile)[] = [],
    ): RouteAudit => ({
      route,
      islands,
      noindex: false,
      runs: [scores],
      scores,
      budget: budgetFor(),
      below,
      failing: [],
      grade: gradeRoute(lhr, scores, { noindex: false }),
      html: '',
    });
    const clean = (route: string) => ({
      ...audit(route, false, { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }),
      grade: {
        ...gradeRoute(
          lhr,
          { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
          { noindex: false },
        ),
        issues: [],
        fixHours: 0,
      },
    });
    const text = formatAuditTable(
      [clean('/'), audit('/website-checker', true, mobile, ['performance'])],
      1,
      CHECKER_GRADING,
    );
    const lines = text.split('\n');
    expect(lines[2]).toMatch(/^Route\s+Overall\s+Perf\s+A11y\s+Best pr\.\s+SEO\s+Issues$/);
    expect(lines[3]).toMatch(/^\/\s+100\s+100\s+100\s+100\s+100\s+0$/);
    expect(lines[4]).toMatch(/^\/website-checker \*\s+80\s+✖62<100\s+78\s+96\s+83\s+13$/);
    expect(text).toContain('  /website-checker: 13 issues, about 26 hours to fix');
    expect(text).toMatch(/\n {4}critical seo {12}Document does not have a meta description · 2-4 hours\n/);
    expect(text).toMatch(/\n {4}warning {2}performance {4}Largest Contentful Paint \(4\.6 s\) · 1-2 hours\n/);
    expect(text).not.toContain('  /: ');
    expect(formatAuditTable([clean('/')], 1, CHECKER_GRADING)).toContain(
      '✔ No issues: every audit scored 1 on every route.',
    );
  });

  it('prints the four scores alone for a site that declares no grading (the starter site)', () => {
    const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
    const audit: RouteAudit = {
      ...{ route: '/recipes', islands: false, noindex: false, runs: [scores], scores },
      ...{ budget: budgetFor(), below: [], failing: [], html: '' },
    };
    const lines = formatAuditTable([audit], 1).split('\n');
    expect(lines[1]).toMatch(/^Route\s+Perf\s+A11y\s+Best pr\.\s+SEO$/);
    expect(lines[2]).toMatch(/^\/recipes\s+100\s+100\s+100\s+100$/);
    expect(lines.join('\n')).not.toContain('Issues');
  });
});
