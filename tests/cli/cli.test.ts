import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli';
import { scratchSite, type ScratchSite } from '../support/fixtures';

describe('site --help and usage', () => {
  it.each([[['--help']], [['build', '--help']], [['preview', '--help']]])('%j prints help and exits 0', async (args) => {
    const run = await runCli(args);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Usage: site/);
  });

  it('documents every build flag', async () => {
    const { stdout } = await runCli(['build', '--help']);
    for (const flag of ['--content <dir>', '--out <dir>', '--set <key=value>', '--include-internal', '--debug']) expect(stdout).toContain(flag);
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
    const run = await runCli(['build', '--content', site.content, '--out', site.out, '--set', 'analytics.measurementId=G-TEST123']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✔ Built 8 routes and 4 redirects into .*dist\/\n {2}\d+ files, [\d.]+ KB in \d+ ms/);
    expect(run.stdout).toMatch(/Budgets \(gzipped\):\n {2}✔ JavaScript, page without islands \(returning visitor\) +[\d.]+ KB of 4\.0 KB/);
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

  it('reports a missing content folder, exit 1', async () => {
    const run = await runCli(['build', '--content', path.join(site.dir, 'missing'), '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/missing is not a folder/);
  });
});

/** Spec: every problem names the file (and line or field); exit 1; the previous dist/ untouched. */
describe('bad content', () => {
  const cases: [string, (s: ScratchSite) => Promise<void>, RegExp][] = [
    [
      'malformed YAML in front matter',
      (s) => s.edit('blog/fast.md', (t) => t.replace('category: Performance', 'category: [Performance')),
      /blog\/fast\.md:\d+ invalid YAML/,
    ],
    ['malformed site.yaml', (s) => s.edit('site.yaml', (t) => t.replace('site:\n', 'site: [\n')), /content\/site\.yaml:\d+ invalid YAML/],
    [
      'unknown template',
      (s) => s.edit('pages/legal.md', (t) => t.replace('template: legal', 'template: legul')),
      /pages\/legal\.md:2 template: unknown template "legul"\n\s+Use one of: .*legal/,
    ],
    [
      'missing field',
      (s) => s.edit('pages/legal.md', (t) => t.replace(/^description:.*\n/m, '')),
      /pages\/legal\.md:2 description: is required/,
    ],
    [
      'wrong-typed field',
      (s) => s.edit('blog/safe.md', (t) => t.replace('readTime: 7', 'readTime: "seven"')),
      /blog\/safe\.md:7 readTime: expected number, got "seven"/,
    ],
    [
      'duplicate route',
      (s) => s.edit('blog/guide.md', (t) => t.replace('permalink: /a-long-slug-guide/', 'permalink: /legal')),
      /blog\/guide\.md:\d+ has the route \/legal, which .*pages\/legal\.md already has/,
    ],
    [
      'redirect to a route that does not exist',
      (s) => s.edit('redirects.yaml', (t) => `${t}- { from: /old-page, to: /does-not-exist }\n`),
      /redirects\.yaml:\d+ \[4\]\.to: \/does-not-exist is not a route the site builds/,
    ],
    [
      'redirect loop',
      (s) => s.edit('redirects.yaml', (t) => `${t}- { from: /a, to: /b }\n- { from: /b, to: /a }\n`),
      /redirects\.yaml:\d+ \[4\]\.to: redirect loop: \/a -> \/b -> \/a/,
    ],
    [
      'level-1 heading in a Markdown body',
      (s) => s.edit('blog/safe.md', (t) => `${t}\n# Another title\n`),
      /blog\/safe\.md:\d+ has a level-1 heading/,
    ],
  ];

  it.concurrent.each(cases)('%s: exit 1, names the file, leaves dist/ untouched', async (_name, breakIt, message) => {
    const site = await scratchSite();
    try {
      await mkdir(site.out);
      await writeFile(path.join(site.out, 'index.html'), 'previous build');
      await breakIt(site);
      const run = await runCli(['build', '--content', site.content, '--out', site.out]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain('Nothing was written; the previous output is unchanged.');
      expect(run.stderr).not.toMatch(/\n\s+at /); // no stack without --debug
      expect(await readdir(site.out)).toEqual(['index.html']);
      expect(await site.read('dist/index.html')).toBe('previous build');
      expect((await readdir(site.dir)).sort()).toEqual(['content', 'dist']);
    } finally {
      await site.remove();
    }
  });
});
