import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listContentFiles } from '../../../../cli/lib/content-tree';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

describe('listContentFiles', () => {
  let site: ScratchSite;
  const pages = () => path.join(site.content, 'pages');
  const list = () => listContentFiles(pages(), ['.md'], site.content);
  const names = (files: readonly string[]) => files.map((f) => path.relative(pages(), f));
  beforeEach(async () => {
    site = await scratchSite();
  });
  afterEach(() => site.remove());

  it('lists files below the folder, sorted, and nothing for a missing folder', async () => {
    expect(names((await list()).files)).toEqual([
      '404.md',
      'blog.md',
      'embed.md',
      'hidden.md',
      'index.md',
      'legal.md',
      'wip.md',
    ]);
    expect(await listContentFiles(path.join(site.content, 'nowhere'), ['.md'], site.content)).toEqual({
      files: [],
      problems: [],
    });
  });

  it('follows links that stay inside content/, by the path of the link', async () => {
    await mkdir(path.join(site.content, 'shared'));
    await writeFile(path.join(site.content, 'shared/terms.md'), 'x');
    await symlink('../shared/terms.md', path.join(pages(), 'terms.md'));
    await symlink('../shared', path.join(pages(), 'docs'));
    const { files, problems } = await list();
    expect(problems).toEqual([]);
    expect(names(files)).toEqual(expect.arrayContaining(['terms.md', 'docs/terms.md']));
  });

  it('walks a link back up the tree only once', async () => {
    await symlink('.', path.join(pages(), 'loop'));
    const { files, problems } = await list();
    expect(problems).toEqual([]);
    expect(files).toHaveLength(7);
  });

  it('reports links leading out of content/ and links to nothing, by name and target', async () => {
    await writeFile(path.join(site.dir, 'notes.md'), 'x');
    await symlink(path.join(site.dir, 'notes.md'), path.join(pages(), 'notes.md'));
    await symlink('missing.md', path.join(pages(), 'gone.md'));
    const { files, problems } = await list();
    expect(names(files)).not.toContain('notes.md');
    expect(problems.map((p) => `${path.basename(p.file)} ${p.message}`).sort()).toEqual([
      'gone.md is a symbolic link to something that does not exist',
      expect.stringMatching(/^notes\.md is a symbolic link to .*\/notes\.md, outside the content folder$/),
    ]);
  });
});
