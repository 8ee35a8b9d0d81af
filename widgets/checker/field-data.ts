import type { FieldCategory, LoadingExperience, PageSpeedResponse, Strategy } from './pagespeed-types';

/** The three Core Web Vitals PageSpeed reports from the Chrome UX Report, in display order. */
export const FIELD_METRICS = [
  { id: 'lcp', key: 'LARGEST_CONTENTFUL_PAINT_MS', format: (p: number) => `${(p / 1000).toFixed(1)} s` },
  { id: 'inp', key: 'INTERACTION_TO_NEXT_PAINT', format: (p: number) => `${Math.round(p)} ms` },
  // PageSpeed reports CLS x 100 (a percentile of 5 is a CLS of 0.05).
  { id: 'cls', key: 'CUMULATIVE_LAYOUT_SHIFT_SCORE', format: (p: number) => (p / 100).toFixed(2) },
] as const;

export type FieldMetricId = (typeof FIELD_METRICS)[number]['id'];

export interface FieldValue {
  /** The 75th percentile, formatted with its unit. */
  value: string;
  verdict: FieldCategory;
}

export interface FieldData {
  metrics: Record<FieldMetricId, Partial<Record<Strategy, FieldValue>>>;
  /** The page has too few visits of its own: the figures are the whole origin's. */
  originFallback: boolean;
}

const VERDICTS: readonly string[] = ['FAST', 'AVERAGE', 'SLOW'];

function readMetric(
  experience: LoadingExperience | undefined,
  key: string,
  format: (p: number) => string,
): FieldValue | undefined {
  const metric = experience?.metrics?.[key];
  if (
    !metric ||
    typeof metric.percentile !== 'number' ||
    !Number.isFinite(metric.percentile) ||
    !VERDICTS.includes(metric.category)
  )
    return undefined;
  return { value: format(metric.percentile), verdict: metric.category as FieldCategory };
}

/** Real-visitor Core Web Vitals of both strategies, when the responses carry loadingExperience. */
export function readFieldData(reports: Partial<Record<Strategy, PageSpeedResponse>>): FieldData | undefined {
  const metrics = {} as FieldData['metrics'];
  let found = false;
  let originFallback = false;
  for (const { id, key, format } of FIELD_METRICS) {
    metrics[id] = {};
    for (const strategy of ['mobile', 'desktop'] as const) {
      const experience = reports[strategy]?.loadingExperience;
      const value = readMetric(experience, key, format);
      if (!value) continue;
      metrics[id][strategy] = value;
      found = true;
      originFallback ||= experience?.origin_fallback === true;
    }
  }
  return found ? { metrics, originFallback } : undefined;
}
