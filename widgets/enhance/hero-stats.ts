import {
  formatStatistic,
  isStatisticKey,
  simulateStatistics,
  STATISTIC_KEYS,
  STATISTICS_DELAY_MS,
  STATISTICS_FAILURE_WARNING,
  STATISTICS_REFRESH_MS,
  type SiteStatistics,
  type StatisticFigure,
  type StatisticKey,
} from './site-statistics';

export interface HeroStatsOptions {
  random?: () => number;
  warn?: (message: string) => void;
}

interface Figure extends StatisticFigure {
  element: HTMLElement;
  /** The server-rendered text: the defaults that stay when a load fails. */
  fallback: string;
}

/**
 * The hero's statistics: 100 ms after load, and every 5 minutes
 * after, the simulated statistics call answers with the base figures varied at random. When
 * it fails, the defaults stay and the console says so. Each `[data-stat]` element carries its
 * key, base figure and variation (from content), so the numbers live in one place.
 */
export function enhanceHeroStats(doc: Document, options: HeroStatsOptions = {}): void {
  const random = options.random ?? Math.random;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const win = doc.defaultView;
  if (!win) return;
  for (const root of doc.querySelectorAll<HTMLElement>('[data-enhance~="hero-stats"]')) {
    const figures = new Map<StatisticKey, Figure>();
    for (const element of root.querySelectorAll<HTMLElement>('[data-stat]')) {
      const key = element.dataset.stat ?? '';
      if (isStatisticKey(key)) {
        figures.set(key, {
          element,
          fallback: element.textContent ?? '',
          base: Number(element.dataset.base),
          variation: Number(element.dataset.variation),
          ...(element.dataset.min ? { min: Number(element.dataset.min) } : {}),
          ...(element.dataset.max ? { max: Number(element.dataset.max) } : {}),
        });
      }
    }
    const refresh = () => {
      void loadStatistics(figures, random, win).then(
        (stats) => {
          for (const [key, figure] of figures) figure.element.textContent = formatStatistic(key, stats[key]);
        },
        () => {
          warn(STATISTICS_FAILURE_WARNING);
          for (const figure of figures.values()) figure.element.textContent = figure.fallback;
        },
      );
    };
    refresh();
    win.setInterval(refresh, STATISTICS_REFRESH_MS);
  }
}

/** The simulated statistics call: answers after 100 ms, or fails when a figure is missing or not a number. */
function loadStatistics(
  figures: ReadonlyMap<StatisticKey, Figure>,
  random: () => number,
  win: Window,
): Promise<SiteStatistics> {
  return new Promise((resolve, reject) => {
    win.setTimeout(() => {
      try {
        const all = {} as Record<StatisticKey, StatisticFigure>;
        for (const key of STATISTIC_KEYS) {
          const figure = figures.get(key);
          if (!figure || !Number.isFinite(figure.base) || !Number.isFinite(figure.variation))
            throw new Error(`no figure for ${key}`);
          all[key] = figure;
        }
        const stats = simulateStatistics(all, random);
        if (STATISTIC_KEYS.some((key) => !Number.isFinite(stats[key]))) throw new Error('not a number');
        resolve(stats);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, STATISTICS_DELAY_MS);
  });
}
