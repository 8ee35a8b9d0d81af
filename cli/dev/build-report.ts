import type { PlanKind } from '../pipeline/plan';
import type { BuilderReply } from './builder-worker';

/** How a build ran, in the words the terminal shows (the planner's kinds are for --verbose). */
export const PLAN_WORDS: Record<PlanKind, string> = {
  unchanged: 'nothing changed',
  link: 'copied',
  bodies: 'edited bodies only',
  incremental: 'what changed, from the cache',
  full: 'everything',
};

/** A problem as the terminal and the open pages show it. */
export interface ShownProblem {
  where: string;
  message: string;
  hint?: string;
}

/**
 * What site dev says of one build, `what` naming its cause ("Built", "content/blog/post.md
 * changed"): the lines for the terminal, and for a failed build the problems the open pages show.
 */
export function reportBuild(reply: BuilderReply, what: string): { lines: string[]; problems?: ShownProblem[] } {
  if (reply.ok) {
    const ms = Math.round(reply.ms);
    return {
      lines: [
        `✔ ${what}: ${reply.rendered} of ${reply.routes} pages rendered in ${ms} ms (${PLAN_WORDS[reply.plan.kind]}: ${reply.plan.reason})`,
        ...(reply.notices ?? []).map((notice) => `ℹ ${notice}`),
      ],
    };
  }
  const problems: ShownProblem[] = reply.problems.map((p) => ({
    where: p.line ? `${p.file}:${p.line}` : p.file,
    message: `${p.field ? `${p.field}: ` : ''}${p.message}`,
    ...(p.hint ? { hint: p.hint } : {}),
  }));
  if (!problems.length) {
    const message = reply.message || 'no reason was given (run site build --debug for the stack trace)';
    return { lines: [`✖ ${what}: the build failed: ${message}`], problems: [{ where: 'build', message }] };
  }
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`;
  const listed = problems.map((p) => `\n  ${p.where} ${p.message}${p.hint ? `\n    ${p.hint}` : ''}`).join('');
  return { lines: [`✖ ${what}: the build failed with ${count} (open pages show them too):${listed}`], problems };
}
