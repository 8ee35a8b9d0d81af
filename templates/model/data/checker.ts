import { z } from 'zod';
import type { CheckerContent } from '../../../widgets/checker/checker-content';

const text = z.string().min(1);
/** Text with `{name}` placeholders: every name listed must appear, so no value silently goes missing. */
const template = (...names: string[]) =>
  text.refine((value) => names.every((name) => new RegExp(`\\{${name}[|}]`).test(value)), {
    error: `must contain ${names.map((n) => `{${n}}`).join(' and ')}`,
  });
const bands = z.strictObject({ good: text, average: text, poor: text });
const category = z.strictObject({ label: text, impact: text, fix: text, tips: z.array(text).min(1) });

/** content/data/checker.yaml: the website checker's copy. */
export const checkerContentSchema = z.strictObject({
  form: z.strictObject({
    title: text,
    label: text,
    placeholder: text,
    sample: text,
    sampleLabel: text,
    submit: text,
    busy: text,
    privacy: text,
  }),
  loading: z.strictObject({ title: text, text: template('url'), progressLabel: text, note: text, cancel: text }),
  error: z.strictObject({ title: text, hint: text, retry: text }),
  results: z.strictObject({
    heading: text,
    subject: template('url'),
    overall: text,
    outOf: text,
    strategyScores: template('mobile', 'desktop'),
    issueCount: template('count'),
    aboveAverage: text,
    quickWinsAvailable: text,
    priorityTitle: text,
    quickWins: template('count'),
    noQuickWins: text,
    criticalIssues: template('count'),
    loss: template('amount'),
    tabsLabel: text,
    industryAverage: template('score'),
    verdicts: bands,
    issuesHeading: text,
    recommendationsHeading: text,
    priorityBadge: text,
    noIssuesTitle: text,
    noIssuesText: text,
    businessImpact: text,
    solution: text,
    estimatedTime: text,
    severities: z.strictObject({ critical: text, warning: text, info: text }),
    failsOn: z.strictObject({ both: text, mobile: text, desktop: text }),
    showMore: template('count'),
    fixTime: template('hours'),
    competitor: template('count'),
    closingTitle: text,
    closingText: text,
    help: text,
    again: text,
    share: text,
    shared: text,
    newTab: text,
    recent: template('age'),
  }),
  field: z.strictObject({
    title: text,
    text: text,
    metric: text,
    originFallback: text,
    mobile: text,
    desktop: text,
    verdicts: z.strictObject({ FAST: text, AVERAGE: text, SLOW: text }),
    metrics: z.strictObject({ lcp: text, inp: text, cls: text }),
  }),
  busy: z.strictObject({ message: template('wait'), unknownWait: text }),
  time: z.strictObject({ seconds: template('count'), minutes: template('count'), hours: template('count') }),
  categories: z.strictObject({
    seo: category,
    performance: category,
    accessibility: category,
    'best-practices': category,
  }),
  audits: z.record(
    z.string().regex(/^[a-z0-9-]+$/, 'must be a Lighthouse audit id such as meta-description'),
    z.strictObject({ impact: text.optional(), fix: text.optional() }),
  ),
}) satisfies z.ZodType<CheckerContent>;
