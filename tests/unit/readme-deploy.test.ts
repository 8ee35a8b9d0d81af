import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_DATE } from '../../edge/pagespeed/config';
import { REPO_ROOT } from '../support/fixtures';
import { wranglerCommandProblems } from '../support/wrangler-help';

/** The `npx wrangler …` commands of the deploying page's code blocks, comments left out. */
async function wranglerCommands(): Promise<string[]> {
  const page = await readFile(path.join(REPO_ROOT, 'docs/deploying.md'), 'utf8');
  const blocks = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks.flatMap((block) =>
    block
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter((line) => line.startsWith('npx wrangler ')),
  );
}

/**
 * The deploy steps of docs/deploying.md work from a clean clone, command by command: wrangler is a pinned dev
 * dependency, each command it gives exists in that version with every flag it passes, and the
 * compatibility date is the one the worker is tested at.
 */
describe("docs/deploying.md's deploy steps", () => {
  it('use a wrangler pinned to an exact version in devDependencies', async () => {
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('give commands that the pinned wrangler has, with the flags it takes', async () => {
    const commands = await wranglerCommands();
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands) expect(await wranglerCommandProblems(command)).toEqual([]);
  }, 60_000);

  it('leave nothing in dist/: every deploy writes what wrangler makes into a folder of its own', async () => {
    const deploys = (await wranglerCommands()).filter((c) => /^npx wrangler deploy\b/.test(c));
    expect(deploys.length).toBeGreaterThanOrEqual(2);
    for (const command of deploys) expect(command).toMatch(/--outdir "\$\(mktemp -d\)"/);
  });

  it('list every host in one table: how to deploy, which rules it reads, what the site keeps there', async () => {
    const page = await readFile(path.join(REPO_ROOT, 'docs/deploying.md'), 'utf8');
    const section = page.slice(
      page.indexOf('### The hosts'),
      page.indexOf('\n### ', page.indexOf('### The hosts') + 1),
    );
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| ['))
      .map((line) => line.split(' | '));
    for (const host of ['Cloudflare Workers', 'Cloudflare Pages', 'Netlify', 'Vercel', 'nginx', 'GitHub Pages', 'S3'])
      expect(
        rows.filter((cells) => cells[0]!.includes(host)),
        host,
      ).toHaveLength(1);
    for (const cells of rows)
      expect(
        cells.every((cell) => cell.trim()),
        cells[0],
      ).toBe(true);
    expect(rows.find((cells) => cells[0]!.includes('Pages]'))![1]).toContain('--project-name');
  });

  it('create the project at the compatibility date the worker is tested at', async () => {
    const create = (await wranglerCommands()).find((c) => c.includes('pages project create'));
    expect(create).toContain(`--compatibility-date ${COMPATIBILITY_DATE}`);
  });
});
