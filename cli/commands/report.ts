import { ContentError, formatProblems, SiteError } from '../errors';

/** Prints an error the way users should see it; returns the exit code. Stacks only with --debug. */
export function reportError(error: unknown, debug: boolean): number {
  if (error instanceof ContentError) {
    console.error(`✖ ${error.message}:\n${formatProblems(error.problems)}`);
    console.error('\nNothing was written; the previous output is unchanged.');
  } else if (error instanceof SiteError) {
    console.error(`✖ ${error.message}`);
  } else {
    console.error(`✖ Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
    if (!debug) console.error('  Run again with --debug for the stack trace.');
  }
  if (debug && error instanceof Error && error.stack) console.error(error.stack);
  return error instanceof SiteError ? error.exitCode : 1;
}
