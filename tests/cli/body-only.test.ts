import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli';
import { differences, distFiles } from '../support/dist-files';
import { scratchSite, type ScratchSite } from '../support/fixtures';

const BODIES = 'render edited bodies';
const UNCHANGED = 'check inputs (unchanged)';

/**
 * `site build` after edits below the front matter of Markdown pages renders those pages alone,
 * from the last build's render context, and writes exactly what a whole build writes; anything
 * more than a body edit builds as usual.
 */
describe('site build after edits of Markdown bodies alone', () => {
  let site: ScratchSite;
  const build = (...more: string[]) =>
    runCli(['build', '--content', site.content, '--out', site.out, ...more], { timeoutMs: 120_000 });
  /** A whole build of the same content, without the cache, into a folder beside. */
  const wholeBuild = async () => {
    const out = path.join(site.dir, 'whole');
    const run = await runCli(['build', '--content', site.content, '--out', out, '--no-cache'], { timeoutMs: 120_000 });
    return { run, files: run.code === 0 ? await distFiles(out) : undefined };
  };
  const inode = async (file: string) => (await stat(path.join(site.out, file))).ino;

  beforeAll(async () => {
    site = await scratchSite();
    expect((await build()).code).toBe(0);
  }, 180_000);
  afterAll(() => site.remove());

  it('renders only the edited pages, as a whole build would, and is then up to date', async () => {
    const untouched = await inode('legal.html');
    await site.edit('blog/safe.md', (text) => `${text}\nA new paragraph, with **emphasis**.\n`);
    await site.edit('blog/fast.md', (text) => text.replace(/\n$/, ' Edited.\n'));
    const edited = await build();
    expect(edited.code).toBe(0);
    expect(edited.stdout).toContain(`${BODIES} (2 of `);
    expect(edited.stdout).toContain('2 pages rendered');
    expect(await inode('legal.html')).toBe(untouched);
    expect(differences(await distFiles(site.out), (await wholeBuild()).files!)).toEqual([]);
    expect((await build()).stdout).toContain(UNCHANGED);
  }, 120_000);

  it("fails on an anchor another page points at in an edited page's body, naming that page's line and the new id", async () => {
    await site.edit('blog/safe.md', (text) => `${text}\nRead [why](/blog/1#why-it-matters).\n`);
    expect((await build()).code).toBe(0);
    await site.edit('blog/fast.md', (text) => text.replace('## Why it matters', '## Why it matters most'));
    const broken = await build();
    expect(broken.code).toBe(1);
    expect(broken.stdout).not.toContain(BODIES);
    const line =
      (await site.read('content/blog/safe.md')).split('\n').findIndex((l) => l.includes('#why-it-matters')) + 1;
    expect(broken.stderr).toContain(
      `blog/safe.md:${line} links to /blog/1#why-it-matters, but blog/1.html has no element with the id "why-it-matters"\n    Did you mean #why-it-matters-most?`,
    );
    await site.edit('blog/fast.md', (text) => text.replace('## Why it matters most', '## Why it matters'));
    await site.edit('blog/safe.md', (text) => text.replace('\nRead [why](/blog/1#why-it-matters).\n', ''));
    expect((await build()).code).toBe(0);
  }, 120_000);

  it('renders nothing for a file touched but not changed', async () => {
    const now = new Date();
    await utimes(path.join(site.content, 'blog', 'safe.md'), now, now);
    const touched = await build();
    expect(touched.code, touched.stderr).toBe(0);
    expect(touched.stdout).toContain(`${BODIES} (0 of `);
    expect((await build()).stdout).toContain(UNCHANGED);
  }, 60_000);

  it("renders a fact directive a body starts to use, from the last build's facts", async () => {
    await site.edit('blog/safe.md', (text) => `${text}\nWe are :fact[years-experience] years old.\n`);
    const edited = await build();
    expect(edited.stdout).toContain(BODIES);
    expect(differences(await distFiles(site.out), (await wholeBuild()).files!)).toEqual([]);
  }, 120_000);

  it('builds as usual after a front matter edit, a body that shows an image, or a listing page', async () => {
    const edits: [string, (text: string) => string][] = [
      ['blog/safe.md', (text) => text.replace('title: Security Second', 'title: Security, Retitled')],
      ['blog/guide.md', (text) => `${text}\n![The bakery](../images/bakery.svg)\n`],
      ['pages/blog.md', (text) => `${text}\nMore words on the blog's page.\n`],
    ];
    for (const [file, change] of edits) {
      await build();
      await site.edit(file, change);
      const built = await build();
      expect(built.stdout, file).not.toContain(BODIES);
      const whole = await wholeBuild();
      if (whole.files) expect(differences(await distFiles(site.out), whole.files), file).toEqual([]);
      else expect(built.code, file).not.toBe(0);
    }
  }, 180_000);

  it('fails as a whole build fails when an edited body has a problem, and leaves the output as it was', async () => {
    await build();
    const before = await distFiles(site.out);
    await site.edit('blog/fast.md', (text) => `${text}\n<div>raw HTML</div>\n`);
    const failed = await build();
    expect(failed.code).not.toBe(0);
    const whole = await wholeBuild();
    expect(whole.run.code).not.toBe(0);
    const problem = /^.*fast\.md.*contains raw HTML.*$/m;
    const reported = `${failed.stdout}\n${failed.stderr}`.match(problem)?.[0];
    expect(reported, failed.stderr).toBeDefined();
    expect(reported).toBe(`${whole.run.stdout}\n${whole.run.stderr}`.match(problem)?.[0]);
    expect(differences(await distFiles(site.out), before)).toEqual([]);
  }, 120_000);

  it('fails on a body link to a route the site does not build, with its line, as a whole build does', async () => {
    await site.edit('blog/fast.md', (text) => text.replace(/ Edited\.\n$|\n<div>raw HTML<\/div>\n$/, '\n'));
    expect((await build()).code).toBe(0);
    const before = await distFiles(site.out);
    await site.edit('blog/fast.md', (text) => `${text}\nSee [the terms](/legl).\n`);
    const failed = await build();
    expect(failed.code).toBe(1);
    const problem = /^.*fast\.md:\d+ links to \/legl, which the site does not build$/m;
    const reported = failed.stderr.match(problem)?.[0];
    expect(reported, failed.stderr).toBeDefined();
    expect(reported).toBe((await wholeBuild()).run.stderr.match(problem)?.[0]);
    expect(differences(await distFiles(site.out), before)).toEqual([]);
  }, 120_000);
});
