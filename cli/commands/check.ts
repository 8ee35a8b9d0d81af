import { collect } from './flag-values';
import type { Command } from 'commander';
import type { CheckFlags } from '../check/run-check';

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description(
      'Validate content, build into a temporary folder and check the output (links, anchors, SEO, images, budgets, sitemap; with --html, HTML and CSS validity)',
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'check this existing build instead of building')
    .option('--json', 'print the report as JSON')
    .option('--set <key=value>', 'override a site.yaml key for the build (repeatable)', collect, [])
    .option('--include-internal', 'also build pages marked internal: true')
    .option('--html', 'also run every page through the W3C Nu HTML Checker: HTML and inlined CSS errors (needs Java)')
    .option('--verbose', 'also print how the build ran, and why')
    .option('--debug', 'print stack traces')
    .action(async (flags: CheckFlags) => {
      // Loaded only for this command: the check's modules and the build are not every command's.
      const { runCheck } = await import('../check/run-check');
      await runCheck(flags);
    });
}
