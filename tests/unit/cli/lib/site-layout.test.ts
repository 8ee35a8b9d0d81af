import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCodeFolders } from '../../../../cli/lib/site-layout';
import { REPO_ROOT } from '../../../support/fixtures';

describe("the site's code folders", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-layout-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  const manifest = (site: unknown) => writeFile(path.join(root, 'package.json'), JSON.stringify({ name: 'x', site }));

  it("are this project's, as its package.json names them", async () => {
    const { site } = (await import('../../../../package.json', { with: { type: 'json' } })).default as {
      site: { code: string[] };
    };
    expect(siteCodeFolders(REPO_ROOT)).toEqual(site.code.map((folder) => path.join(REPO_ROOT, folder)));
    expect(site.code).toContain('templates');
  });

  it('are templates/ and widgets/ when package.json does not say', async () => {
    await manifest(undefined);
    expect(siteCodeFolders(root)).toEqual([path.join(root, 'templates'), path.join(root, 'widgets')]);
  });

  it('are refused, naming package.json, when one is not a folder inside the project', async () => {
    for (const code of [['../elsewhere'], ['.'], '/etc', [3]]) {
      await manifest({ code });
      expect(() => siteCodeFolders(root)).toThrow(path.join(root, 'package.json'));
    }
  });
});
