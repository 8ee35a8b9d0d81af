import { parsePort, closeOnSignal } from './flag-values';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { SiteError } from '../errors';
import { WORKER_FILE } from '../lib/output-names';
import { startPreview } from '../preview/server';

interface PreviewFlags {
  out: string;
  port: number;
  host: string;
}

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('Serve the built site locally, as a static host would')
    .option('--out <dir>', 'folder to serve', 'dist')
    .option('--port <n>', 'port (0 picks a free one)', parsePort, 4173)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (flags: PreviewFlags) => {
      const root = path.resolve(flags.out);
      const info = await stat(path.join(root, 'index.html')).catch(() => undefined);
      if (!info) throw new SiteError(`${flags.out}/ holds no built site. Run \`npm run build\` first.`);
      const server = await startPreview({
        root,
        port: flags.port,
        host: flags.host,
        log: (message) => console.warn(`${flags.out}/${message}`),
      }).catch((error: NodeJS.ErrnoException) => {
        throw new SiteError(
          error.code === 'EADDRINUSE' ? `Port ${flags.port} is in use; pick another with --port.` : error.message,
        );
      });
      // server.url carries the port actually bound, so `--port 0` prints a URL that works.
      console.log(`Serving ${flags.out}/ at ${server.url}/  (Ctrl+C to stop)`);
      if (existsSync(path.join(root, WORKER_FILE)))
        console.log(
          `  ${WORKER_FILE} answers /api/* (PageSpeed proxy; PAGESPEED_API_KEY ${process.env.PAGESPEED_API_KEY ? 'set' : "not set: Google's keyless quota"})`,
        );
      closeOnSignal(server);
    });
}
