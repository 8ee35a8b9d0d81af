/** One thing wrong with the content or config: where it is and what to do about it. */
export interface Problem {
  /** Path relative to the working directory, e.g. `content/pages/faq.md`. */
  file: string;
  line?: number;
  /** Field path inside the file, e.g. `items[3].category`. */
  field?: string;
  message: string;
  hint?: string;
}

/** Base class for errors the CLI reports without a stack trace (unless --debug). */
export class SiteError extends Error {
  override name = 'SiteError';
  /** Process exit code: 1 for content and build errors, 2 for bad usage. */
  exitCode = 1;
}

/** Bad command-line usage, such as a malformed --set. */
export class UsageError extends SiteError {
  override name = 'UsageError';
  override exitCode = 2;
}

/** Every problem found in content/ and the config in one run. */
export class ContentError extends SiteError {
  override name = 'ContentError';
  constructor(readonly problems: readonly Problem[]) {
    super(`${problems.length} content ${problems.length === 1 ? 'problem' : 'problems'} found`);
  }
}

/** A failure of the build itself (bundling, writing), not of the content. */
export class BuildError extends SiteError {
  override name = 'BuildError';
}

/** `content/pages/faq.md:14 items[3].category: expected ...` followed by an indented hint. */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const field = problem.field ? ` ${problem.field}:` : '';
  const hint = problem.hint ? `\n    ${problem.hint}` : '';
  return `  ${where}${field} ${problem.message}${hint}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return sorted.map(formatProblem).join('\n');
}
