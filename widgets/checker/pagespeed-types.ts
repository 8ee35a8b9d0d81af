/**
 * The parts of a PageSpeed Insights v5 runPagespeed response the checker reads. Lighthouse's own
 * result (`site audit`) has the same shape, so both are scored alike.
 * Everything here comes from outside: readers treat each field as possibly missing.
 */
export interface AuditRef {
  id: string;
  weight?: number;
  group?: string;
}

export interface CategoryResult {
  score: number | null;
  title?: string;
  auditRefs?: readonly AuditRef[];
}

export interface AuditResult {
  id?: string;
  title: string;
  /** Markdown: plain text with `[label](https://...)` links. */
  description: string;
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  details?: unknown;
}

export interface LighthouseResult {
  requestedUrl?: string;
  finalUrl?: string;
  finalDisplayedUrl?: string;
  fetchTime?: string;
  runtimeError?: { code: string; message: string };
  categories?: Readonly<Record<string, CategoryResult | undefined>>;
  audits?: Readonly<Record<string, AuditResult | undefined>>;
}

/** Chrome UX Report field data: how real visitors experienced the page over 28 days. */
export type FieldCategory = 'FAST' | 'AVERAGE' | 'SLOW';

export interface FieldMetric {
  percentile: number;
  category: FieldCategory | string;
}

export interface LoadingExperience {
  id?: string;
  metrics?: Readonly<Record<string, FieldMetric | undefined>>;
  overall_category?: string;
  origin_fallback?: boolean;
}

export interface PageSpeedResponse {
  id?: string;
  loadingExperience?: LoadingExperience;
  originLoadingExperience?: LoadingExperience;
  lighthouseResult?: LighthouseResult;
}

export type Strategy = 'mobile' | 'desktop';
export const STRATEGIES: readonly Strategy[] = ['mobile', 'desktop'];
