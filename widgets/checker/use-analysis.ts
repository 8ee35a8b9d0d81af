import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { track } from '../analytics/gtag';
import { failureMessage, QuotaError } from './analysis-errors';
import { analyzeReports, type AnalysisResult } from './analyze';
import type { CheckerContent } from './checker-content';
import { runAnalysis } from './run-analysis';
import { busyMessage } from './time-text';

/** The checker's states: idle (the form) goes to loading, then to results or error; both lead back to idle. */
export type Phase =
  | { name: 'idle' }
  | { name: 'loading'; url: string }
  | { name: 'error'; message: string; busy?: boolean }
  | { name: 'results'; result: AnalysisResult };

export interface AnalysisOptions {
  content: CheckerContent;
  endpoint: string;
  apiKey?: string;
  trackEvents: boolean;
  fetch?: typeof fetch;
  /** Called when an analysis finished, with the address as the visitor typed it. */
  onResults?(address: string): void;
  /** Called when an analysis failed (not when it was aborted), in the same render as the error. */
  onError?(): void;
}

/**
 * Runs analyses: loading on start, then results or error. Starting again or resetting aborts
 * the analysis under way (both requests and any pending retry), and its late answer is ignored.
 */
export function useAnalysis(options: AnalysisOptions) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const running = useRef<AbortController | null>(null);
  const latest = useRef(options);
  // The callbacks below read the options of the last commit (a render React discards must not leak in).
  useLayoutEffect(() => {
    latest.current = options;
  });

  const start = useCallback(async (url: string, address: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { content, endpoint, apiKey, trackEvents, fetch, onResults, onError } = latest.current;
    setPhase({ name: 'loading', url });
    if (trackEvents) {
      const params = { event_category: 'website_checker', website: new URL(url).hostname };
      track('start_website_analysis', params);
      track('website_checker_started', params);
    }
    try {
      const reports = await runAnalysis(url, {
        endpoint,
        signal: controller.signal,
        ...(apiKey ? { apiKey } : {}),
        ...(fetch ? { fetch } : {}),
      });
      if (controller.signal.aborted) return;
      setPhase({ name: 'results', result: { ...analyzeReports(url, reports, content), age: reports.age } });
      onResults?.(address);
    } catch (error) {
      // Aborted from outside means reset or a newer analysis: nothing to show.
      if (controller.signal.aborted) return;
      const busy = error instanceof QuotaError;
      setPhase({
        name: 'error',
        message: busy ? busyMessage(content, error.retryAfterSeconds) : failureMessage(error),
        busy,
      });
      onError?.();
    }
  }, []);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setPhase({ name: 'idle' });
  }, []);

  useEffect(() => () => running.current?.abort(), []);
  return { phase, start, reset };
}
