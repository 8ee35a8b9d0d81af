import { CheckerIcon } from './icons';
import { scoreBand, type ScoreBand } from './scoring';

/**
 * Score visuals. Colour follows the score (green 80+, yellow 60+, red below), but never
 * alone: every score is written as a number beside an icon and a verdict in words. Bars and
 * rings are SVG geometry, so no style attribute is needed (the CSP forbids them).
 */
export function Verdict({ score, labels }: { score: number; labels: Readonly<Record<ScoreBand, string>> }) {
  const band = scoreBand(score);
  return (
    <span className={`cdw-verdict cdw-band--${band}`}>
      <CheckerIcon name={band} size={18} />
      {labels[band]}
    </span>
  );
}

/** A horizontal bar out of 100, with an optional marker (the industry average). */
export function ScoreBar({ score, marker }: { score: number; marker?: number }) {
  return (
    <svg
      className={`cdw-bar cdw-band--${scoreBand(score)}`}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="cdw-bar__track" width="100" height="10" />
      <rect className="cdw-bar__fill" width={Math.max(0, Math.min(100, score))} height="10" />
      {marker !== undefined && (
        <rect className="cdw-bar__marker" x={Math.min(99, marker)} y="0" width="1" height="10" />
      )}
    </svg>
  );
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overall score: a ring filled to the score, the number in the middle. */
export function ScoreRing({ score, outOf }: { score: number; outOf: string }) {
  const filled = (CIRCUMFERENCE * Math.max(0, Math.min(100, score))) / 100;
  return (
    <div className={`cdw-ring cdw-band--${scoreBand(score)}`}>
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="cdw-ring__track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="cdw-ring__fill"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={`${filled.toFixed(1)} ${CIRCUMFERENCE.toFixed(1)}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <p className="cdw-ring__value">
        <strong>{score}</strong>
        <span>{outOf}</span>
      </p>
    </div>
  );
}
