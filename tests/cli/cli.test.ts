import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli';
import { REPO_ROOT, scratchSite, type ScratchSite } from '../support/fixtures';

describe('site --help and usage', () => {
  it.each([[['--help']], [['build', '--help']], [['preview', '--help']]])(
    '%j prints help and exits 0',
    async (args) => {
      const run = await runCli(args);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Usage: site/);
    },
  );

  it("--version prints the generator's version and exits 0", async () => {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(version);
  });

  it('documents every build flag', async () => {
    const { stdout } = await runCli(['build', '--help']);
    for (const flag of ['--content <dir>', '--out <dir>', '--set <key=value>', '--include-internal', '--debug'])
      expect(stdout).toContain(flag);
  });

  it.each([
    [['frobnicate'], /unknown command/],
    [['build', '--colour'], /unknown option/],
    [['build', '--set', 'no-equals-sign'], /expected key=value/],
    [['preview', '--port', 'eighty'], /must be a port number/],
  ])('%j is bad usage: exit 2 with a message', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('preview without a build says how to make one, exit 1', async () => {
    const run = await runCli(['preview', '--out', 'tests/fixtures/no-such-dist']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Run `npm run build` first');
  });
});

describe('site build', () => {
  let site: ScratchSite;
  beforeAll(async () => {
    site = await scratchSite();
  });
  afterAll(() => site.remove());

  it('builds and prints a summary of routes, redirects, bytes and time', async () => {
    const run = await runCli([
      'build',
      '--content',
      site.content,
      '--out',
      site.out,
      '--set',
      'analytics.measurementId=G-TEST123',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✔ Built 11 routes and 4 redirects into .*dist\/\n {2}\d+ files, [\d.]+ KB in \d+ ms/);
    expect(run.stdout).toMatch(
      /Budgets \(gzipped\):\n {2}✔ JavaScript, page without islands \(returning visitor: \/[^,]*, \d+ files?\) +[\d.]+ KB of 4\.0 KB/,
    );
    expect(run.stdout).toMatch(/✔ embed\/booking\.js +[\d.]+ KB of 95\.0 KB/);
    expect(run.stdout).not.toContain('✖');
    expect(existsSync(path.join(site.out, 'index.html'))).toBe(true);
  });

  it('works from any folder, not just the project root (tsx gets the project tsconfig)', async () => {
    const help = await runCli(['--help'], { cwd: site.dir });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: site/);
    const run = await runCli(['build', '--content', 'content', '--out', 'elsewhere'], { cwd: site.dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(existsSync(path.join(site.dir, 'elsewhere', 'index.html'))).toBe(true);
  });

  it('--quiet prints nothing on success, --verbose every step; no colours when piped', async () => {
    const quiet = await runCli(['build', '--content', site.content, '--out', site.out, '--quiet']);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe('');
    // An edit, so that this build builds (one with nothing changed only checks its inputs: up-to-date.test.ts).
    // Its front matter: a body alone renders only its page (body-only.test.ts).
    await site.edit('blog/fast.md', (text) => text.replace(/^title: .*$/m, 'title: Fast, Edited'));
    const verbose = await runCli(['build', '--content', site.content, '--out', site.out, '--verbose']);
    expect(verbose.stdout).toMatch(/Steps:\n {4}read cache state +\d+ ms\n {4}load content/);
    expect(verbose.stdout).toMatch(
      /\d+ pages rendered, \d+ reused from the cache; \d+ images encoded, \d+ reused; slowest steps: /,
    );
    // The parser every body was read with, and why (docs/markdown.md, "Which parser").
    expect(verbose.stdout).toContain(
      '\n  Markdown parser: satteri (auto: Sätteri loaded and no plugin adds Markdown syntax)\n',
    );
    expect(verbose.stdout).not.toContain('\x1b[');
  });

  it('reports a missing content folder, exit 1', async () => {
    const run = await runCli(['build', '--content', path.join(site.dir, 'missing'), '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/missing is not a folder/);
  });
});
