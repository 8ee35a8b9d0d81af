import type { Problem } from '../../errors';
import type { MarkdownIssue } from './result';

/** A problem of a body as a problem of its file: body lines become file lines. */
export function bodyProblem(source: { file: string; bodyLine: number }, issue: MarkdownIssue): Problem {
  return {
    file: source.file,
    ...(issue.line ? { line: source.bodyLine + issue.line - 1 } : {}),
    message: issue.message,
    hint: issue.hint,
  };
}
