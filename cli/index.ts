import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerCommands } from './commands/index';
import { reportError } from './commands/report';

/** The generator's version, as its package.json says (a site made by `site init` depends on it by path). */
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const program = new Command('site')
  .version(version, '-v, --version', "print the generator's version")
  .description('Build, check, audit and preview the site of this folder, from its content/ and templates/')
  .showHelpAfterError()
  .exitOverride();

registerCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version end here too; every other parse error is bad usage (exit 2).
    const ok =
      error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help';
    process.exitCode = ok ? 0 : 2;
  } else {
    process.exitCode = reportError(
      error,
      program.opts<{ debug?: boolean }>().debug ?? process.argv.includes('--debug'),
    );
  }
}
