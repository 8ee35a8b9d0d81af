import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli';
import { applyDocBlocks, docBlocks } from '../support/doc-blocks';
import { REPO_ROOT } from '../support/fixtures';
import { copyProject, treeHash, type ProjectCopy } from '../support/project-copy';

/**
 * docs/collections.md's worked example, as written there: a collection added to the site (its
 * templates, its declaration, its content) without a change to cli/, built by the real CLI.
 */
describe('a new collection, added as docs/collections.md says', () => {
  let copy: ProjectCopy;
  let cliBefore: string;
  beforeAll(async () => {
    copy = await copyProject();
    cliBefore = await treeHash(path.join(copy.project, 'cli'));
    const doc = await readFile(path.join(REPO_ROOT, 'docs/collections.md'), 'utf8');
    const blocks = docBlocks(doc);
    expect(blocks.map((b) => b.file)).toEqual(
      expect.arrayContaining(['templates/model/collections.ts', 'content/events/launch-party.md']),
    );
    await applyDocBlocks(copy.project, blocks);
  }, 60_000);
  afterAll(() => copy.remove());

  it('builds its entries and its listing, and cli/ is untouched', async () => {
    const run = await runCli(['build', '--out', 'dist'], {
      project: copy.project,
      cwd: copy.project,
      env: copy.env,
      timeoutMs: 120_000,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const event = await readFile(path.join(copy.project, 'dist/events/launch-party.html'), 'utf8');
    expect(event).toContain('<h1>Launch party</h1>');
    expect(event).toContain('2026-12-10, Calgary');
    const listing = await readFile(path.join(copy.project, 'dist/events.html'), 'utf8');
    expect(listing).toContain('<a href="/events/launch-party">Launch party</a>');
    expect(existsSync(path.join(copy.project, 'dist/sitemap.xml'))).toBe(true);
    expect(await readFile(path.join(copy.project, 'dist/sitemap.xml'), 'utf8')).toContain('/events/launch-party');
    expect(await treeHash(path.join(copy.project, 'cli'))).toBe(cliBefore);
  });

  it("writes a new entry from the declaration's scaffold (`site new event`), a draft the build leaves out", async () => {
    const options = { project: copy.project, cwd: copy.project, env: copy.env };
    const made = await runCli(['new', 'event', 'summer-meetup', '--title', 'Summer Meetup'], options);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(path.join('content', 'events', 'summer-meetup.md'));
    const text = await readFile(path.join(copy.project, 'content/events/summer-meetup.md'), 'utf8');
    expect(text).toContain('title: "Summer Meetup"');
    expect(text).toContain(`date: ${new Date().toISOString().slice(0, 10)}`);
    expect(text).toContain('draft: true');
    const run = await runCli(['build', '--out', 'dist'], options);
    expect(run.code).toBe(0);
    expect(existsSync(path.join(copy.project, 'dist/events/summer-meetup.html'))).toBe(false);
    expect(existsSync(path.join(copy.project, 'dist/events/launch-party.html'))).toBe(true);
    expect(await treeHash(path.join(copy.project, 'cli'))).toBe(cliBefore);
  });

  it('holds its entries to their declaration: a slug that is not the file name fails with its line', async () => {
    const file = path.join(copy.project, 'content/events/launch-party.md');
    const text = await readFile(file, 'utf8');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, text.replace('slug: launch-party', 'slug: launch'));
    const run = await runCli(['build', '--out', 'dist'], { project: copy.project, cwd: copy.project, env: copy.env });
    expect(run.code).toBe(1);
    const line = text.split('\n').indexOf('slug: launch-party') + 1;
    expect(run.stderr).toContain(
      `content/events/launch-party.md:${line} slug: is "launch", but the file is named launch-party`,
    );
    await writeFile(file, text);
  });
});
