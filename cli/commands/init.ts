import path from 'node:path';
import type { Command } from 'commander';
import { displayPath } from '../lib/files';
import { initSite } from '../init/init-site';

/** `site init <dir>`: a new, minimal site that builds with this generator (docs/cli.md). */
export function registerInit(program: Command): void {
  program
    .command('init')
    .description('Write a new, minimal site into an empty folder, depending on this generator')
    .argument('<dir>', 'the folder of the new site (missing or empty)')
    .action(async (dir: string) => {
      const result = await initSite(dir);
      const where = displayPath(result.dir);
      console.log(`✔ Wrote a new site into ${where} (${result.files.length} files)`);
      console.log('  Next:');
      console.log(`    cd ${path.relative(process.cwd(), result.dir) || '.'}`);
      console.log('    npm install      (offline: the generator is linked from this folder)');
      console.log('    npm run build    (then npm run dev to edit with live reload)');
    });
}
