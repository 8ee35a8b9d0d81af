import { Command, CommanderError } from 'commander';
import { registerAudit } from './commands/audit';
import { registerBuild } from './commands/build';
import { registerCache } from './commands/cache';
import { registerCheck } from './commands/check';
import { registerDev } from './commands/dev';
import { registerInit } from './commands/init';
import { registerNew } from './commands/new';
import { registerPreview } from './commands/preview';
import { reportError } from './commands/report';

const program = new Command('site')
  .description('Build, check, audit and preview the Chinook Digital site from content/')
  .showHelpAfterError()
  .exitOverride();

registerBuild(program);
registerCheck(program);
registerAudit(program);
registerDev(program);
registerInit(program);
registerNew(program);
registerPreview(program);
registerCache(program);

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
