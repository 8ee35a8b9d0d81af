import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AnalysisResult } from './analyze';
import type { CheckerContent } from './checker-content';
import { CategoryPanel } from './CategoryPanel';
import { CATEGORY_IDS, scoreBand, type CategoryId } from './scoring';
import { CheckerIcon } from './icons';

/** Arrow keys move between tabs (wrapping), Home and End jump to the ends; other keys do nothing. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * One tab per category, seo first and selected, following the
 * WAI-ARIA tabs pattern: one tab stop, arrows and Home/End move and select, the panel follows.
 */
export function CategoryTabs({ result, content }: { result: AnalysisResult; content: CheckerContent }) {
  const id = useId();
  const [selected, setSelected] = useState<CategoryId>('seo');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = nextTabIndex(event.key, CATEGORY_IDS.indexOf(selected), CATEGORY_IDS.length);
    if (index === undefined) return;
    event.preventDefault();
    setSelected(CATEGORY_IDS[index]!);
    tabs.current[index]?.focus();
  };
  return (
    <div className="cdw-tabs">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- keys bubble up from the tabs, which take focus (roving tabindex); the tablist itself is no tab stop (WAI-ARIA APG tabs pattern) */}
      <div className="cdw-tabs__list" role="tablist" aria-label={content.results.tabsLabel} onKeyDown={onKeyDown}>
        {CATEGORY_IDS.map((category, index) => {
          const score = result.categories[category].score;
          return (
            <button
              key={category}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}tab-${category}`}
              aria-selected={selected === category}
              aria-controls={`${id}panel-${category}`}
              tabIndex={selected === category ? 0 : -1}
              className="cdw-tabs__tab"
              onClick={() => setSelected(category)}
            >
              <span>{content.categories[category].label}</span>
              <span className={`cdw-tabs__score cdw-band--${scoreBand(score)}`}>
                <CheckerIcon name={scoreBand(score)} size={16} />
                {score}
              </span>
            </button>
          );
        })}
      </div>
      <div
        className="cdw-tabs__panel"
        role="tabpanel"
        id={`${id}panel-${selected}`}
        aria-labelledby={`${id}tab-${selected}`}
        tabIndex={0}
      >
        <CategoryPanel key={selected} category={selected} report={result.categories[selected]} content={content} />
      </div>
    </div>
  );
}
