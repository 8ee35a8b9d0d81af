import type { Issue } from './analyze';
import type { CheckerContent } from './checker-content';
import { CheckerIcon, type CheckerIconName } from './icons';
import { MarkdownText } from './MarkdownText';
import type { Severity } from './scoring';

const SEVERITY_ICON: Record<Severity, CheckerIconName> = { critical: 'poor', warning: 'average', info: 'good' };

/** One issue: title, severity badge, description, Business Impact, Solution, time. */
export function IssueItem({ issue, copy }: { issue: Issue; copy: CheckerContent['results'] }) {
  const failsOn = issue.strategies.length > 1 ? copy.failsOn.both : copy.failsOn[issue.strategies[0] ?? 'mobile'];
  return (
    <li className={`cdw-issue cdw-issue--${issue.severity}`}>
      <div className="cdw-issue__head">
        <h5 className="cdw-issue__title">
          {issue.title}
          {issue.displayValue && <span className="cdw-issue__value"> ({issue.displayValue})</span>}
        </h5>
        <span className={`cdw-badge cdw-badge--${issue.severity}`}>
          <CheckerIcon name={SEVERITY_ICON[issue.severity]} size={14} />
          {copy.severities[issue.severity]}
        </span>
      </div>
      <p className="cdw-issue__text">
        <MarkdownText text={issue.description} newTabLabel={copy.newTab} />
      </p>
      <dl className="cdw-issue__facts">
        <div>
          <dt>{copy.businessImpact}</dt>
          <dd>{issue.impact}</dd>
        </div>
        <div>
          <dt>{copy.solution}</dt>
          <dd>{issue.howToFix}</dd>
        </div>
      </dl>
      <p className="cdw-issue__meta">
        <span>
          <CheckerIcon name="clock" size={16} />
          {copy.estimatedTime}: {issue.estimatedTime}
        </span>
        <span>{failsOn}</span>
      </p>
    </li>
  );
}
