import type { FieldCategory } from './pagespeed-types';
import type { CategoryId, ScoreBand, Severity } from './scoring';
import type { FieldMetricId } from './field-data';

/** What content says about one category: its name, and the advice for issues without their own. */
export interface CategoryCopy {
  label: string;
  impact: string;
  fix: string;
  /** Quick recommendations listed after the fix-time line. */
  tips: string[];
}

/** Advice for one audit by its Lighthouse id; either part falls back to the category's. */
export interface AuditCopy {
  impact?: string;
  fix?: string;
}

/**
 * The website checker's copy, from content/data/checker.yaml.
 * `{name}` fills in a value; `{name|one|other}` picks a word by whether the value is 1.
 */
export interface CheckerContent {
  form: {
    title: string;
    label: string;
    placeholder: string;
    sample: string;
    sampleLabel: string;
    submit: string;
    busy: string;
    privacy: string;
  };
  loading: { title: string; text: string; progressLabel: string; note: string; cancel: string };
  error: { title: string; hint: string; retry: string };
  results: {
    heading: string;
    subject: string;
    overall: string;
    outOf: string;
    strategyScores: string;
    issueCount: string;
    aboveAverage: string;
    quickWinsAvailable: string;
    priorityTitle: string;
    quickWins: string;
    noQuickWins: string;
    criticalIssues: string;
    loss: string;
    tabsLabel: string;
    industryAverage: string;
    verdicts: Record<ScoreBand, string>;
    issuesHeading: string;
    recommendationsHeading: string;
    priorityBadge: string;
    noIssuesTitle: string;
    noIssuesText: string;
    businessImpact: string;
    solution: string;
    estimatedTime: string;
    severities: Record<Severity, string>;
    failsOn: { both: string; mobile: string; desktop: string };
    showMore: string;
    fixTime: string;
    competitor: string;
    closingTitle: string;
    closingText: string;
    help: string;
    again: string;
    share: string;
    shared: string;
    /** Read after each link to PageSpeed's documentation, for screen readers. */
    newTab: string;
    /** Said when our proxy answered from its cache ({age}: how long ago the analysis ran). */
    recent: string;
  };
  field: {
    title: string;
    text: string;
    metric: string;
    originFallback: string;
    mobile: string;
    desktop: string;
    verdicts: Record<FieldCategory, string>;
    metrics: Record<FieldMetricId, string>;
  };
  /** A 429 (issue 23): `message` fills {wait} from Retry-After, or with `unknownWait` when there is none. */
  busy: { message: string; unknownWait: string };
  /** How long, in whole units: `{count}` seconds, minutes or hours. */
  time: { seconds: string; minutes: string; hours: string };
  categories: Record<CategoryId, CategoryCopy>;
  audits: Record<string, AuditCopy>;
}

/** Fills `{name}` and `{name|one|other}` placeholders; unknown names stay as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (one !== undefined) return Number(value) === 1 ? one : (other ?? '');
    return String(value);
  });
}
