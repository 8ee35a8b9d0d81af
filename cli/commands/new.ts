import path from 'node:path';
import { Argument, type Command } from 'commander';
import { SiteError, UsageError } from '../errors';
import { displayPath } from '../lib/files';
import { mkdirIn, writeIn } from '../lib/write/fs-writes';
import { newKinds, readDataSets, titleFromSlug } from '../new/scaffolds';

interface NewFlags {
  title?: string;
  content: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function registerNew(program: Command): void {
  // Outside a site (`site init` runs there) there are no kinds; `site new` then says why.
  const kinds = kindsOrNone();
  const foldered = kinds
    .filter((k) => k.scaffold.folders)
    .map((k) => k.kind)
    .join(' or ');
  program
    .command('new')
    .description('Write a new content file with valid front matter for its template (a draft until you publish it)')
    .addArgument(new Argument('<kind>', 'what to make').choices(kinds.map((k) => k.kind)))
    .argument(
      '<slug>',
      `its URL name, lower case with dashes${foldered ? ` (a ${foldered} may have folders: a/b)` : ''}`,
    )
    .option('--title <title>', 'its title (default: from the slug)')
    .option('--content <dir>', 'content folder', 'content')
    .action(async (kind: string, slug: string, flags: NewFlags) => {
      const { folder, extension, scaffold } = newKinds().find((k) => k.kind === kind)!;
      if (!SLUG.test(slug) || (!scaffold.folders && slug.includes('/'))) {
        throw new UsageError(
          `"${slug}" is not a slug: use lower-case letters, digits and dashes${scaffold.folders ? ' (and / for folders)' : ''}, such as website-audit-checklist`,
        );
      }
      const file = `${folder}/${slug}${extension}`;
      const text = scaffold.text({
        slug,
        title: flags.title ?? titleFromSlug(slug),
        today: new Date().toISOString().slice(0, 10),
        data: await readDataSets(flags.content),
      });
      const target = path.join(flags.content, file);
      await mkdirIn(flags.content, path.dirname(file));
      await writeIn(flags.content, file, text, { exclusive: true }).catch((error: NodeJS.ErrnoException) => {
        throw new SiteError(
          error.code === 'EEXIST'
            ? `${displayPath(path.resolve(target))} already exists; nothing was written. Pick another slug or edit that file.`
            : error.message,
        );
      });
      console.log(`✔ Wrote ${displayPath(path.resolve(target))}`);
      console.log(`  ${scaffold.next}`);
    });
}

function kindsOrNone(): ReturnType<typeof newKinds> {
  try {
    return newKinds();
  } catch {
    return [];
  }
}
