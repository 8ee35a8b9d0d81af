import { useState } from 'react';
import type { CategoryReport } from './analyze';
import { fill, type CheckerContent } from './checker-content';
import { IssueItem } from './IssueItem';
import { CheckerIcon } from './icons';
import { ScoreBar, Verdict } from './ScoreVisuals';
import { INDUSTRY_AVERAGE, type CategoryId } from './scoring';

/** Issues shown before "Show all": enough for the worst problems, short enough to scan. */
export const FIRST_ISSUES = 6;

/** One category's tab panel: score, verdict, bar with the industry average, issues and recommendations. */
export function CategoryPanel({
  category,
  report,
  content,
}: {
  category: CategoryId;
  report: CategoryReport;
  content: CheckerContent;
}) {
  const [all, setAll] = useState(false);
  const copy = content.results;
  const label = content.categories[category].label;
  const shown = all ? report.issues : report.issues.slice(0, FIRST_ISSUES);
  return (
    <>
      <div className="cdw-panel__head">
        <h3 className="cdw-panel__title">
          {label}: {report.score}/100
        </h3>
        <Verdict score={report.score} labels={copy.verdicts} />
      </div>
      <ScoreBar score={report.score} marker={INDUSTRY_AVERAGE[category]} />
      <p className="cdw-panel__average">{fill(copy.industryAverage, { score: INDUSTRY_AVERAGE[category] })}</p>
      {report.issues.length === 0 ? (
        <div className="cdw-clean">
          <CheckerIcon name="good" size={28} />
          <div>
            <h4>{copy.noIssuesTitle}</h4>
            <p>{copy.noIssuesText}</p>
          </div>
        </div>
      ) : (
        <>
          <h4 className="cdw-panel__subtitle">
            {copy.issuesHeading} ({report.issues.length})
          </h4>
          <ul className="cdw-issues">
            {shown.map((issue) => (
              <IssueItem key={issue.id} issue={issue} copy={copy} />
            ))}
          </ul>
          {shown.length < report.issues.length && (
            <button type="button" className="cdw-button cdw-button--ghost" onClick={() => setAll(true)}>
              {fill(copy.showMore, { count: report.issues.length })}
            </button>
          )}
        </>
      )}
      {report.recommendations.length > 0 && (
        <>
          <h4 className="cdw-panel__subtitle">{copy.recommendationsHeading}</h4>
          <ol className="cdw-recs">
            {report.recommendations.map((text, index) => (
              <li key={text} className={index === 0 ? 'cdw-recs__first' : undefined}>
                {index === 0 && (
                  <span className="cdw-badge cdw-badge--priority">
                    <CheckerIcon name="star" size={14} />
                    {copy.priorityBadge}
                  </span>
                )}
                {text}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
