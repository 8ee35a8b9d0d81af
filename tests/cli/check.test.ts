import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli';
import { REPO_ROOT, type ScratchSite } from '../support/fixtures';
import { linkedSite } from '../support/linked-site';

/** A path as the CLI (run from the repository) shows it: relative inside, absolute outside. */
const shownPath = (file: string) =>
  path.relative(REPO_ROOT, file).startsWith('..') ? file : path.relative(REPO_ROOT, file);

describe('site check', () => {
  let site: ScratchSite;
  beforeAll(async () => {
    site = await linkedSite();
  });
  afterAll(() => site.remove());

  it('builds into a temporary folder, checks it and exits 0 when all is well', async () => {
    const run = await runCli(['check', '--content', site.content]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^✔ Checked \d+ HTML files \(\d+ pages and \d+ redirect stubs?\) in .*: no problems \(\d+ ms\)$/m,
    );
    expect(run.code).toBe(0);
  });

  it('reports problems grouped by page, each at its source file and line with what to do, and exits 1', async () => {
    await site.edit('pages/index.md', (t) =>
      t.replace('primaryCta: { label: Contact, href: /legal }', 'primaryCta: { label: Contact, href: /missing-page }'),
    );
    // An anchor a template links to (a body's fails the build: the test below).
    await site.edit('pages/404.md', (t) =>
      t.replace('{ label: Home, href: /, text', '{ label: Home, href: /legal#nowhere, text'),
    );
    const run = await runCli(['check', '--content', site.content]);
    expect(run.code).toBe(1);
    const shown = (file: string) => shownPath(path.join(site.content, file));
    expect(run.stdout).toContain(
      [
        '  /',
        '    ✖ [links] <a href="/missing-page"> leads nowhere',
        `      at ${shown('pages/index.md')}:9`,
        '      Point it at a page the site builds, add that page, or add a redirect in content/redirects.yaml.',
        '',
        '  /404',
        '    ✖ [anchors] <a href="/legal#nowhere"> points at #nowhere, which legal.html does not have',
        `      at ${shown('pages/404.md')}:9`,
        '      Use an id that exists on that page (headings get ids from their text), or remove the fragment.',
      ].join('\n'),
    );
    const json = await runCli(['check', '--content', site.content, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      ok: false,
      problems: [
        { where: '/', rule: 'links', source: { file: shown('pages/index.md'), line: 9 } },
        { where: '/404', rule: 'anchors', source: { file: shown('pages/404.md'), line: 9 } },
      ],
    });
  });

  it('fails with the build on a body link to a route the site does not build, naming file and line', async () => {
    await site.edit('blog/safe.md', (t) => `${t}\nAnd [a page](/missing-page).\n`);
    const run = await runCli(['check', '--content', site.content]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/blog\/safe\.md:\d+ links to \/missing-page, which the site does not build/);
    await site.edit('blog/safe.md', (t) => t.replace('\nAnd [a page](/missing-page).\n', ''));
  });

  it('fails with the build on a body link to an anchor its page lacks, naming file and line and the nearest id', async () => {
    await runCli(['build', '--content', site.content, '--out', site.out]);
    const id = /<h2 id="([a-z0-9-]+)"/.exec(await site.read('dist/legal.html'))![1]!;
    const typo = `${id.slice(0, -1)}x`;
    await site.edit('blog/safe.md', (t) => `${t}\nSee [the terms](/legal#${typo}) and [this page](#nowhere).\n`);
    const line = (await site.read('content/blog/safe.md')).split('\n').findIndex((l) => l.includes(typo)) + 1;
    for (const command of ['build', 'check']) {
      const run = await runCli([
        command,
        '--content',
        site.content,
        ...(command === 'build' ? ['--out', site.out] : []),
      ]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `blog/safe.md:${line} links to /legal#${typo}, but legal.html has no element with the id "${typo}"\n    Did you mean #${id}?`,
      );
      expect(run.stderr).toMatch(
        new RegExp(`blog/safe\\.md:${line} links to #nowhere, but blog/2\\.html has no element with the id "nowhere"`),
      );
    }
    await site.edit('blog/safe.md', (t) =>
      t.replace(`\nSee [the terms](/legal#${typo}) and [this page](#nowhere).\n`, ''),
    );
  });

  it('checks an existing build with --out, and says how to make one when there is none', async () => {
    await runCli(['build', '--content', site.content, '--out', site.out]);
    const run = await runCli(['check', '--out', site.out, '--content', site.content]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('/missing-page');
    expect(run.stdout).toContain(`at ${shownPath(path.join(site.content, 'pages/index.md'))}:9`);
    const none = await runCli(['check', '--out', `${site.dir}/nothing-here`]);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/holds no built site\. Run `site build --out .*` first/);
  });

  it('with --html, runs the W3C Nu HTML Checker over every page: passes the fixture, names the page and line of an error', async () => {
    await site.edit('pages/404.md', (t) => t.replace('href: /legal#nowhere, text', 'href: /, text'));
    await site.edit('pages/index.md', (t) => t.replace('href: /missing-page }', 'href: /legal }'));
    await runCli(['build', '--content', site.content, '--out', site.out]);
    const clean = await runCli(['check', '--out', site.out, '--html']);
    expect(clean.stdout).toMatch(/^✔ Checked \d+ HTML files \(\d+ pages and \d+ redirect stubs?\) in .*: no problems/m);
    expect(clean.code).toBe(0);

    const file = path.join(site.out, 'legal.html');
    const html = (await readFile(file, 'utf8')).replace('</main>', '\n<ul><div>Not a list item</div></ul></main>');
    await writeFile(file, html);
    const line = html.slice(0, html.indexOf('<ul><div>')).split('\n').length;
    const run = await runCli(['check', '--out', site.out, '--html']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `  /legal\n    ✖ [html] line ${line}, column 5: Element “div” not allowed as child of element “ul” in this context.`,
    );
  }, 60_000);

  it('with --html and no Java, says to install it before building anything', async () => {
    const run = await runCli(['check', '--html', '--content', site.content], {
      env: { PATH: path.join(site.dir, 'no-such-bin'), JAVA_HOME: '' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('needs Java 11 or newer');
    expect(run.stderr).toContain('apt-get install -y default-jre-headless');
    expect(run.stdout).toBe('');
  });

  it('stops on content errors like build does', async () => {
    await site.edit('blog/safe.md', (t) => t.replace('readTime: 7', 'readTime: soon'));
    const run = await runCli(['check', '--content', site.content]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/blog\/safe\.md:\d+ readTime: expected number/);
  });
});

describe('site audit usage', () => {
  it.each([
    [['audit', '--runs', '0'], /must be a whole number/],
    [['audit', '--min-performance', 'high'], /must be a whole number/],
  ])('%j is bad usage: exit 2', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('documents its flags', async () => {
    const { stdout } = await runCli(['audit', '--help']);
    for (const flag of [
      '--routes <a,b>',
      '--runs <n>',
      '--json <file>',
      '--html <file>',
      '--sample',
      '--min-performance <n>',
    ])
      expect(stdout).toContain(flag);
  });
});
