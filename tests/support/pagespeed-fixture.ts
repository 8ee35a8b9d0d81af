import type {
  AuditRef,
  AuditResult,
  CategoryResult,
  LighthouseResult,
  PageSpeedResponse,
  Strategy,
} from '../../widgets/checker/pagespeed-types';

/**
 * A PageSpeed Insights v5 response as the real API shapes it (lighthouseResult with categories,
 * auditRefs and audits; loadingExperience with Core Web Vitals), trimmed to a few audits per
 * category. The numbers are chosen so every scoring rule shows (widgets/checker/scoring.ts):
 *
 *   category        mobile  desktop  score
 *   performance      0.62     0.91     77   (76.5 rounds up)
 *   seo              0.83     0.83     83
 *   accessibility    0.78     0.80     79
 *   best-practices   0.96     1.00     98
 *   overall = round(337 / 4) = 84; critical flags: accessibility < 80 -> 1; quick wins 2;
 *   projected loss (100 - 84) x 50 = $800 a month; competitor text floor(800 / 100) = 8.
 */
export const FIXTURE_EXPECTED = {
  scores: { seo: 83, performance: 77, accessibility: 79, 'best-practices': 98 },
  mobile: { seo: 83, performance: 62, accessibility: 78, 'best-practices': 96 },
  desktop: { seo: 83, performance: 91, accessibility: 80, 'best-practices': 100 },
  overallScore: 84,
  criticalIssues: 1,
  quickWins: 2,
  projectedLossPerMonth: 800,
  competitorCustomers: 8,
  /** Issues per category, most severe first (image-alt, in both seo and accessibility, counts for accessibility). */
  issues: {
    seo: ['meta-description', 'link-text'],
    performance: [
      'render-blocking-resources',
      'largest-contentful-paint',
      'unused-javascript',
      'total-blocking-time',
      'first-contentful-paint',
      'speed-index',
    ],
    accessibility: ['color-contrast', 'heading-order', 'image-alt', 'uses-passive-event-listeners'],
    'best-practices': ['errors-in-console'],
  },
} as const;

/** A hostile description: markup to show as text, a javascript: link to leave as text, one real link. */
export const HOSTILE_DESCRIPTION =
  'Errors logged to the console indicate unresolved problems. <img src=x onerror="window.__pwned=1"> [Run this](javascript:window.__pwned=1) [Learn more about this audit](https://developer.chrome.com/docs/lighthouse/best-practices/errors-in-console/)';

type AuditSpec = [
  id: string,
  title: string,
  mobile: number | null,
  desktop: number | null,
  displayValue?: string,
  mode?: string,
];

const learnMore = (id: string, path: string) =>
  `[Learn more about this audit](https://developer.chrome.com/docs/lighthouse/${path}/${id}/).`;

const AUDITS: Record<string, { description: string; specs: AuditSpec[] }> = {
  performance: {
    description: 'performance',
    specs: [
      ['first-contentful-paint', 'First Contentful Paint', 0.78, 1, '2.4 s', 'numeric'],
      ['largest-contentful-paint', 'Largest Contentful Paint', 0.32, 0.82, '4.6 s', 'numeric'],
      ['total-blocking-time', 'Total Blocking Time', 0.55, 1, '480 ms', 'numeric'],
      ['cumulative-layout-shift', 'Cumulative Layout Shift', 1, 1, '0.02', 'numeric'],
      ['speed-index', 'Speed Index', 0.9, 0.98, '4.1 s', 'numeric'],
      [
        'render-blocking-resources',
        'Eliminate render-blocking resources',
        0,
        0.5,
        'Potential savings of 1,210 ms',
        'metricSavings',
      ],
      ['unused-javascript', 'Reduce unused JavaScript', 0.42, 0.62, 'Potential savings of 148 KiB', 'metricSavings'],
      ['uses-optimized-images', 'Efficiently encode images', null, null, undefined, 'notApplicable'],
      ['server-response-time', 'Initial server response time was short', 1, 1, 'Root document took 120 ms', 'binary'],
    ],
  },
  seo: {
    description: 'seo',
    specs: [
      ['meta-description', 'Document does not have a meta description', 0, 0, undefined, 'binary'],
      ['link-text', 'Links do not have descriptive text', 0, 0, '4 links found', 'binary'],
      ['is-crawlable', 'Page isn’t blocked from indexing', 1, 1, undefined, 'binary'],
      ['document-title', 'Document has a `<title>` element', 1, 1, undefined, 'binary'],
      ['image-alt', 'Image elements do not have `[alt]` attributes', 0, 0, undefined, 'binary'],
    ],
  },
  accessibility: {
    description: 'accessibility',
    specs: [
      [
        'color-contrast',
        'Background and foreground colors do not have a sufficient contrast ratio.',
        0,
        0,
        undefined,
        'binary',
      ],
      ['heading-order', 'Heading elements are not in a sequentially-descending order', 0, 0, undefined, 'binary'],
      ['button-name', 'Buttons have an accessible name', 1, 1, undefined, 'binary'],
      ['html-has-lang', '`<html>` element has a `[lang]` attribute', 1, 1, undefined, 'binary'],
      ['aria-allowed-attr', '`[aria-*]` attributes match their roles', null, null, undefined, 'notApplicable'],
    ],
  },
  'best-practices': {
    description: 'best-practices',
    specs: [
      ['is-on-https', 'Uses HTTPS', 1, 1, undefined, 'binary'],
      ['errors-in-console', 'Browser errors were logged to the console', 0, 1, undefined, 'binary'],
      ['deprecations', 'Avoids deprecated APIs', 1, 1, undefined, 'binary'],
    ],
  },
};

/** Audits no category lists: one failing (the checker files it under accessibility), two informative. */
const UNMAPPED: AuditSpec[] = [
  [
    'uses-passive-event-listeners',
    'Does not use passive listeners to improve scrolling performance',
    0.4,
    0.4,
    undefined,
    'binary',
  ],
  ['screenshot-thumbnails', 'Screenshot Thumbnails', null, null, undefined, 'informative'],
  ['final-screenshot', 'Final Screenshot', null, null, undefined, 'informative'],
];

/** image-alt and document-title are listed by accessibility (weight 10 and 7) and seo (weight 1), as in Lighthouse 12. */
const SHARED_REFS: Record<string, AuditRef[]> = {
  accessibility: [
    { id: 'image-alt', weight: 10, group: 'a11y-names-labels' },
    { id: 'document-title', weight: 7, group: 'a11y-names-labels' },
  ],
};

const CATEGORY_SCORES: Record<Strategy, Record<string, number>> = {
  mobile: { performance: 0.62, seo: 0.83, accessibility: 0.78, 'best-practices': 0.96 },
  desktop: { performance: 0.91, seo: 0.83, accessibility: 0.8, 'best-practices': 1 },
};

const TITLES: Record<string, string> = {
  performance: 'Performance',
  seo: 'SEO',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
};

function audit(
  [id, title, mobile, desktop, displayValue, mode = 'binary']: AuditSpec,
  strategy: Strategy,
  path: string,
): AuditResult {
  const score = strategy === 'mobile' ? mobile : desktop;
  const description =
    id === 'errors-in-console'
      ? HOSTILE_DESCRIPTION
      : `${title} matters to visitors and search engines. ${learnMore(id, path)}`;
  return {
    id,
    title,
    description,
    score,
    scoreDisplayMode: mode,
    ...(displayValue ? { displayValue } : {}),
    details: { type: 'opportunity', items: [], headings: [] },
  };
}

/** The fixture's lighthouseResult for one strategy; `perfect` makes every scored audit and category pass. */
export function fixtureLighthouse(strategy: Strategy, url: string, perfect = false): LighthouseResult {
  const audits: Record<string, AuditResult> = {};
  const categories: Record<string, CategoryResult> = {};
  for (const [category, { specs }] of Object.entries(AUDITS)) {
    const refs: AuditRef[] = specs.map(([id]) => ({
      id,
      weight: id.includes('paint') || id.includes('time') ? 10 : 1,
      group: category === 'performance' ? 'metrics' : `${category}-group`,
    }));
    for (const spec of specs) audits[spec[0]] = audit(spec, strategy, category);
    const shared = SHARED_REFS[category] ?? [];
    categories[category] = {
      title: TITLES[category],
      score: perfect ? 1 : CATEGORY_SCORES[strategy][category]!,
      auditRefs: [...refs.filter((r) => !shared.some((s) => s.id === r.id)), ...shared],
    };
  }
  for (const spec of UNMAPPED) audits[spec[0]] = audit(spec, strategy, 'best-practices');
  if (perfect) for (const a of Object.values(audits)) if (a.score !== null) a.score = 1;
  return {
    requestedUrl: url,
    finalUrl: url,
    finalDisplayedUrl: url,
    fetchTime: '2025-09-20T16:00:00.000Z',
    categories,
    audits,
  };
}

const FIELD: Record<Strategy, Record<string, [number, string]>> = {
  mobile: {
    LARGEST_CONTENTFUL_PAINT_MS: [2900, 'AVERAGE'],
    INTERACTION_TO_NEXT_PAINT: [180, 'FAST'],
    CUMULATIVE_LAYOUT_SHIFT_SCORE: [27, 'SLOW'],
  },
  desktop: {
    LARGEST_CONTENTFUL_PAINT_MS: [1800, 'FAST'],
    INTERACTION_TO_NEXT_PAINT: [90, 'FAST'],
    CUMULATIVE_LAYOUT_SHIFT_SCORE: [4, 'FAST'],
  },
};

/** The whole API response for one strategy, with Chrome UX Report field data unless `field` is false. */
export function fixtureResponse(
  strategy: Strategy,
  url: string,
  options: { perfect?: boolean; field?: boolean } = {},
): PageSpeedResponse {
  const metrics = Object.fromEntries(
    Object.entries(FIELD[strategy]).map(([key, [percentile, category]]) => [
      key,
      { percentile, category, distributions: [{ min: 0, max: 2500, proportion: 0.7 }] },
    ]),
  );
  return {
    id: url,
    ...(options.field === false
      ? {}
      : {
          loadingExperience: {
            id: url,
            metrics,
            overall_category: strategy === 'mobile' ? 'SLOW' : 'FAST',
            origin_fallback: false,
          },
        }),
    lighthouseResult: fixtureLighthouse(strategy, url, options.perfect),
  };
}

/** Google's error envelope, as the API sends it with a non-OK status. */
export function errorEnvelope(code: number, status: string, message: string): string {
  return JSON.stringify({
    error: {
      code,
      message,
      errors: [
        { message, domain: 'global', reason: status === 'RESOURCE_EXHAUSTED' ? 'rateLimitExceeded' : 'backendError' },
      ],
      status,
    },
  });
}
