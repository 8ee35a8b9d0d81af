import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeFolder, swapFolderSync } from '../../../../../cli/lib/write/folders';
import { OUTPUT_MARKER } from '../../../../../cli/lib/write/places';
import { removeLeftovers } from '../../../../../cli/pipeline/output';

/** Whole folders are removed only once proven to be what the caller says. */
describe('removeFolder', () => {
  let dir: string;
  const out = () => path.join(dir, 'dist');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folders-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a folder that is not the kind it is said to be, and deletes nothing', async () => {
    const precious = path.join(dir, 'precious');
    await mkdir(precious);
    await writeFile(path.join(precious, 'a.txt'), 'a');
    await expect(removeFolder(precious, 'staging', out())).rejects.toThrow(/not a staging folder/);
    await expect(removeFolder(precious, 'old-output', out())).rejects.toThrow(/not a old-output folder/);
    await expect(removeFolder(precious, 'scratch')).rejects.toThrow(/not a scratch folder/);
    await expect(removeFolder(precious, 'cache')).rejects.toThrow(/does not carry CACHEDIR\.TAG/);
    await expect(removeFolder(precious, 'bench')).rejects.toThrow(/not below a folder marked/);
    expect(existsSync(path.join(precious, 'a.txt'))).toBe(true);
  });

  it('removes an old output only when it carries the marker', async () => {
    const unmarked = `${out()}.old-1-abc`;
    await mkdir(unmarked);
    await writeFile(path.join(unmarked, 'a.txt'), 'a');
    await expect(removeFolder(unmarked, 'old-output', out())).rejects.toThrow(/does not carry \.site-output/);
    await writeFile(path.join(unmarked, OUTPUT_MARKER), '');
    await removeFolder(unmarked, 'old-output', out());
    expect(existsSync(unmarked)).toBe(false);
  });

  it('leaves a killed build’s unmarked leftover where it is', async () => {
    // pid 1 is never this process, and no pid of ours: "killed".
    const left = `${out()}.old-999999-zz`;
    await mkdir(left);
    await writeFile(path.join(left, 'kept.txt'), 'k');
    await removeLeftovers(out());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(path.join(left, 'kept.txt'))).toBe(true);
  });

  it('moves only the output folder and its twins', () => {
    expect(() => swapFolderSync(path.join(dir, 'precious'), path.join(dir, 'elsewhere'), out())).toThrow(
      /Refused to move/,
    );
  });
});
