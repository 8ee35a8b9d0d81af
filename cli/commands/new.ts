import path from 'node:path';
import { Argument, type Command } from 'commander';
import { SiteError, UsageError } from '../errors';
import { displayPath } from '../lib/files';
import { mkdirIn, writeIn } from '../lib/write/fs-writes';
import { exampleIds } from '../new/example-ids';
import { KINDS, scaffold, titleFromSlug, type Kind } from '../new/scaffolds';

interface NewFlags {
  title?: string;
  content: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function registerNew(program: Command): void {
  program
    .command('new')
    .description('Write a new content file with valid front matter for its template (a draft until you publish it)')
    .addArgument(new Argument('<kind>', 'what to make').choices(KINDS))
    .argument('<slug>', 'its URL name, lower case with dashes (pages may have folders: services/hosting)')
    .option('--title <title>', 'its title (default: from the slug)')
    .option('--content <dir>', 'content folder', 'content')
    .action(async (kind: Kind, slug: string, flags: NewFlags) => {
      if (!SLUG.test(slug) || (kind !== 'page' && slug.includes('/'))) {
        throw new UsageError(
          `"${slug}" is not a slug: use lower-case letters, digits and dashes${kind === 'page' ? ' (and / for folders)' : ''}, such as website-audit-checklist`,
        );
      }
      const today = new Date().toISOString().slice(0, 10);
      const made = scaffold(kind, slug, flags.title ?? titleFromSlug(slug), today, await exampleIds(flags.content));
      const target = path.join(flags.content, made.file);
      await mkdirIn(flags.content, path.dirname(made.file));
      await writeIn(flags.content, made.file, made.text, { exclusive: true }).catch((error: NodeJS.ErrnoException) => {
        throw new SiteError(
          error.code === 'EEXIST'
            ? `${displayPath(path.resolve(target))} already exists; nothing was written. Pick another slug or edit that file.`
            : error.message,
        );
      });
      console.log(`✔ Wrote ${displayPath(path.resolve(target))}`);
      console.log(
        kind === 'provider'
          ? '  Replace every TODO in it: until then the build refuses it and names each one.'
          : '  It is a draft: `site dev` shows it; remove `draft: true` to publish it with `site build`.',
      );
    });
}
