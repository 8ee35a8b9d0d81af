import { colorsEnabled, palette } from '../lib/colors';
import { ContentError, formatProblems, SiteError } from '../errors';

/** Prints an error the way users should see it; returns the exit code. Stacks only with --debug. */
export function reportError(error: unknown, debug: boolean): number {
  const c = palette(colorsEnabled(process.stderr));
  if (error instanceof ContentError) {
    console.error(`${c.bad('✖')} ${error.message}:\n${formatProblems(error.problems)}`);
    console.error('\nNothing was written; the previous output is unchanged.');
  } else if (error instanceof SiteError) {
    console.error(`${c.bad('✖')} ${error.message}`);
  } else {
    console.error(`${c.bad('✖')} Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
    if (!debug) console.error('  Run again with --debug for the stack trace.');
  }
  if (debug && error instanceof Error && error.stack) console.error(error.stack);
  return error instanceof SiteError ? error.exitCode : 1;
}
