import { collect, parsePort, closeOnSignal } from './flag-values';
import type { Command } from 'commander';
import { parseOverrides } from '../lib/overrides';

interface DevFlags {
  content: string;
  port: number;
  host: string;
  open?: boolean;
  set: string[];
}

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description(
      'Build (drafts and internal pages too), serve, watch content/, templates/, widgets/ and edge/, and update open pages as you edit',
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--port <n>', 'port; the next free one when taken', parsePort, 4321)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--open', 'open the site in the browser')
    .option('--set <key=value>', 'override a site.yaml key (repeatable)', collect, [])
    .option('--debug', 'print stack traces')
    .action(async (flags: DevFlags) => {
      const { startDevServer } = await import('../dev/dev-server');
      const log = (line: string) => console.log(line);
      const server = await startDevServer({
        contentDir: flags.content,
        port: flags.port,
        host: flags.host,
        overrides: parseOverrides(flags.set),
        log,
      });
      console.log(`Serving at ${server.url}/ and watching for changes (Ctrl+C to stop)`);
      if (flags.open)
        await (
          await import('open')
        )
          .default(`${server.url}/`)
          .catch(() => console.log('Could not open a browser; open the address above.'));
      closeOnSignal(server);
    });
}
