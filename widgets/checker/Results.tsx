import { useId, type Ref } from 'react';
import type { AnalysisResult } from './analyze';
import { CategoryTabs } from './CategoryTabs';
import { fill, type CheckerContent } from './checker-content';
import { FieldDataTable } from './FieldDataTable';
import { CheckerIcon } from './icons';
import { ScoreBar, ScoreRing, Verdict } from './ScoreVisuals';
import { CATEGORY_IDS, categoryNote } from './scoring';
import { recentNote } from './time-text';

interface ResultsProps {
  result: AnalysisResult;
  content: CheckerContent;
  contactHref: string;
  headingRef: Ref<HTMLHeadingElement>;
  onReset(): void;
  /** Copies a link to this report (only where the address bar carries it). */
  onShare?: () => void;
  shareStatus: string;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The results view: the scores, the priority actions, a tab per category and the closing card. */
export function Results({ result, content, contactHref, headingRef, onReset, onShare, shareStatus }: ResultsProps) {
  const copy = content.results;
  const id = useId();
  const recent = recentNote(content, result.age);
  return (
    <section className="cdw-results" aria-labelledby={`${id}title`}>
      <header className="cdw-card cdw-results__header">
        <h2 id={`${id}title`} ref={headingRef} tabIndex={-1}>
          {copy.heading}
        </h2>
        <p className="cdw-muted">{fill(copy.subject, { url: result.url })}</p>
        {recent && <p className="cdw-muted cdw-results__recent">{recent}</p>}
      </header>
      <div className="cdw-summary">
        <div className="cdw-card cdw-overall">
          <ScoreRing score={result.overallScore} outOf={copy.outOf} />
          <div>
            <h3>{copy.overall}</h3>
            <Verdict score={result.overallScore} labels={copy.verdicts} />
            {result.projectedLossPerMonth > 0 && (
              <p className="cdw-overall__loss">
                {fill(copy.loss, { amount: dollars(result.projectedLossPerMonth) })} {result.competitorAdvantage}
              </p>
            )}
          </div>
        </div>
        <div className="cdw-card cdw-priority">
          <h3>
            <CheckerIcon name="bolt" />
            {copy.priorityTitle}
          </h3>
          <p className="cdw-priority__count">
            {result.quickWins > 0 ? fill(copy.quickWins, { count: result.quickWins }) : copy.noQuickWins}
          </p>
          {result.criticalIssues > 0 && <p>{fill(copy.criticalIssues, { count: result.criticalIssues })}</p>}
        </div>
      </div>
      <ul className="cdw-categories">
        {CATEGORY_IDS.map((id) => {
          const report = result.categories[id];
          const note = categoryNote(report.score);
          return (
            <li key={id} className="cdw-card cdw-category">
              <h3>{content.categories[id].label}</h3>
              <p className="cdw-category__score">
                <strong>{report.score}</strong>
                <Verdict score={report.score} labels={copy.verdicts} />
              </p>
              <ScoreBar score={report.score} />
              <p className="cdw-category__split">
                {fill(copy.strategyScores, { mobile: report.mobile, desktop: report.desktop })}
              </p>
              <p>{fill(copy.issueCount, { count: report.issues.length })}</p>
              {note && (
                <p className={`cdw-category__note cdw-category__note--${note}`}>
                  {note === 'above-average' ? copy.aboveAverage : copy.quickWinsAvailable}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {result.fieldData && <FieldDataTable data={result.fieldData} copy={content.field} />}
      <CategoryTabs result={result} content={content} />
      <div className="cdw-card cdw-closing">
        <h3>{copy.closingTitle}</h3>
        <p>{copy.closingText}</p>
        <div className="cdw-actions">
          <a className="cdw-button cdw-button--accent" href={contactHref}>
            {copy.help}
            <CheckerIcon name="arrow" />
          </a>
          <button type="button" className="cdw-button cdw-button--ghost" onClick={onReset}>
            <CheckerIcon name="refresh" />
            {copy.again}
          </button>
          {onShare && (
            <button type="button" className="cdw-button cdw-button--ghost" onClick={onShare}>
              <CheckerIcon name="link" />
              {copy.share}
            </button>
          )}
        </div>
        <p className="cdw-closing__status" role="status">
          {shareStatus}
        </p>
      </div>
    </section>
  );
}
