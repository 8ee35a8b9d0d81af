import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { checkOutput, type CheckReport } from '../../../../cli/check/check-output';
import { contentCatalog } from '../../../../cli/check/content-catalog';
import { sourcesOfBuild, sourcesOfContent } from '../../../../cli/check/page-sources';
import type { CheckProblem } from '../../../../cli/check/problem';
import { SourceLocator } from '../../../../cli/check/source-locator';
import type { ScratchSite } from '../../../support/fixtures';
import { linkedSite } from '../../../support/linked-site';

/**
 * Every kind of finding of `site check` names the source file and line that wrote what it is
 * about: the content's text where a content file holds it (front matter, a body, data), else the
 * page's template. Each test breaks one thing, in the content where the build lets it through,
 * else in the output, and reads the line the problem names.
 */
describe('where check problems come from', () => {
  let site: ScratchSite;
  let report: CheckReport;
  const outFile = (file: string) => path.join(site.out, file);
  const editOutput = async (file: string, change: (html: string) => string) =>
    writeFile(outFile(file), change(await readFile(outFile(file), 'utf8')));
  const buildAndCheck = async (breakOutput?: () => Promise<void>, html = false) => {
    const result = await buildSite({ contentDir: site.content, outDir: site.out });
    await breakOutput?.();
    const sources = new SourceLocator(site.content, sourcesOfBuild(result));
    report = await checkOutput(site.out, { ...(await contentCatalog(site.content)), sources }, { html });
  };
  const problem = (where: string, rule: string): CheckProblem => {
    const found = report.problems.find((p) => p.where === where && p.rule === rule);
    expect(found, `${where} [${rule}] in ${JSON.stringify(report.problems, null, 1)}`).toBeDefined();
    return found!;
  };
  /** The problem's source as `file:line`, relative to the content folder or the project, and the text of that line. */
  const sourceOf = async (where: string, rule: string) => {
    const { source } = problem(where, rule);
    expect(source).toBeDefined();
    const file = path.resolve(source!.file);
    const line = (await readFile(file, 'utf8')).split('\n')[source!.line - 1]!;
    const shown = file.startsWith(site.content)
      ? path.relative(site.content, file)
      : path.relative(process.cwd(), file);
    return { at: `${shown}:${source!.line}`, line };
  };
  const templateLine = (name: string) => ({
    at: expect.stringMatching(new RegExp(`^templates/pages/${name}\\.tsx:\\d+$`)),
    line: expect.stringContaining(`export function ${name}`),
  });

  beforeAll(async () => {
    site = await linkedSite();
  });
  afterAll(() => site.remove());

  it('links: in data (site.yaml) and in front matter', async () => {
    await site.edit('site.yaml', (t) => t.replace('{ label: Embed, href: /embed }', '{ label: Embed, href: /embd }'));
    await site.edit('pages/index.md', (t) =>
      t.replace('primaryCta: { label: Contact, href: /legal }', 'primaryCta: { label: Contact, href: /legl }'),
    );
    await buildAndCheck();
    expect(await sourceOf('/legal', 'links')).toEqual({
      at: expect.stringMatching(/^site\.yaml:\d+$/),
      line: expect.stringContaining('href: /embd'),
    });
    const home = report.problems
      .filter((p) => p.where === '/' && p.rule === 'links')
      .map((p) => `${p.message} @ ${path.relative(site.content, p.source!.file)}:${p.source!.line}`);
    expect(home).toEqual(expect.arrayContaining(['<a href="/legl"> leads nowhere @ pages/index.md:9']));
    await site.edit('site.yaml', (t) => t.replace('href: /embd', 'href: /embed'));
    await site.edit('pages/index.md', (t) => t.replace('href: /legl }', 'href: /legal }'));
  });

  it('anchors: in a Markdown body, at its line', async () => {
    // As a build from before the build checked anchors wrote it: the link is in the output and its source.
    await buildAndCheck(async () => {
      await site.edit('blog/safe.md', (t) => `${t}\nSee [a section](/legal#nope).\n`);
      await editOutput('blog/2.html', (html) =>
        html.replace('</main>', '<p>See <a href="/legal#nope">a section</a>.</p></main>'),
      );
    });
    const lines = (await readFile(path.join(site.content, 'blog/safe.md'), 'utf8')).split('\n');
    expect(await sourceOf('/blog/2', 'anchors')).toEqual({
      at: `blog/safe.md:${lines.indexOf('See [a section](/legal#nope).') + 1}`,
      line: 'See [a section](/legal#nope).',
    });
    await site.edit('blog/safe.md', (t) => t.replace('\nSee [a section](/legal#nope).\n', ''));
  });

  it('facts: a price typed into prose, at the line of the sentence', async () => {
    // As a build from before the body check wrote it: the sentence is in the output and its source.
    await buildAndCheck(async () => {
      await site.edit('pages/legal.md', (t) =>
        t.replace('## 2. Second section\n\nText.', '## 2. Second section\n\nText. The Audit package costs $5.'),
      );
      await editOutput('legal.html', (html) =>
        html.replace('<p>Intro paragraph.</p>', '<p>Intro paragraph.</p><p>Text. The Audit package costs $5.</p>'),
      );
    });
    expect(await sourceOf('/legal', 'facts')).toEqual({
      at: 'pages/legal.md:16',
      line: 'Text. The Audit package costs $5.',
    });
    await site.edit('pages/legal.md', (t) => t.replace(' The Audit package costs $5.', ''));
  });

  it('seo: a title two pages share, at the title in front matter; a second h1, at the template', async () => {
    const blogTitle = /^title: (.*)$/m.exec(await readFile(path.join(site.content, 'pages/blog.md'), 'utf8'))![1]!;
    await site.edit('pages/legal.md', (t) => t.replace('title: Fixture Terms', `title: ${blogTitle}`));
    await buildAndCheck(() => editOutput('embed.html', (html) => html.replace('</main>', '<h1>Again</h1></main>')));
    expect(await sourceOf('/legal', 'seo')).toEqual({ at: 'pages/legal.md:3', line: `title: ${blogTitle}` });
    expect(await sourceOf('/embed', 'seo')).toEqual(templateLine('EmbedDocs'));
    await site.edit('pages/legal.md', (t) => t.replace(`title: ${blogTitle}`, 'title: Fixture Terms'));
  });

  it('images, security and markup written into the output: at the text where a source holds it, else at the template', async () => {
    await buildAndCheck(() =>
      editOutput('legal.html', (html) =>
        html.replace(
          '</main>',
          '<img src="/favicon.svg" alt="" width="1" height="1"><img src="http://cdn.example/x.png" alt="x" width="1" height="1"><p id="twice"></p><p id="twice"></p></main>',
        ),
      ),
    );
    expect((await sourceOf('/legal', 'images')).line).toContain('/favicon.svg');
    expect(await sourceOf('/legal', 'security')).toEqual(templateLine('Legal'));
    expect(await sourceOf('/legal', 'markup')).toEqual(templateLine('Legal'));
  });

  it('structured-data, csp and budgets: at the code that writes such markup, else the template', async () => {
    await buildAndCheck(async () => {
      await writeFile(outFile('assets/heavy.js'), `export const noise = "${randomBytes(6000).toString('base64')}";`);
      await editOutput('legal.html', (html) =>
        html
          .replace(
            '</head>',
            '<script type="module" src="/assets/heavy.js"></script><script type="application/ld+json">{"name":"x"}</script></head>',
          )
          .replace('</main>', '<p style="color:red">x</p></main>'),
      );
    });
    expect((await sourceOf('/legal', 'structured-data')).line).toContain('application/ld+json');
    expect(await sourceOf('/legal', 'csp')).toEqual(templateLine('Legal'));
    expect(await sourceOf('/legal', 'budgets')).toEqual(templateLine('Legal'));
  });

  it('sitemap and output: at the page front matter that decides, and at the file to add', async () => {
    await buildAndCheck(async () => {
      const sitemap = await readFile(outFile('sitemap.xml'), 'utf8');
      await writeFile(outFile('sitemap.xml'), sitemap.replace(/ {2}<url><loc>[^<]*\/legal<\/loc>.*\n/, ''));
      await rm(outFile('404.html'));
    });
    expect(await sourceOf('/legal', 'sitemap')).toEqual({ at: 'pages/legal.md:2', line: 'template: legal' });
    expect(problem('404.html', 'output').source).toEqual({
      file: expect.stringMatching(/content\/pages\/404\.md$/),
      line: 1,
    });
  });

  it('html: an error the HTML checker finds, at the template', async () => {
    await buildAndCheck(
      () => editOutput('legal.html', (html) => html.replace('</main>', '<ul><div>Not a list item</div></ul></main>')),
      true,
    );
    expect(await sourceOf('/legal', 'html')).toEqual(templateLine('Legal'));
  }, 60_000);

  it('with --out, the page sources come from the content itself', async () => {
    await site.edit('pages/index.md', (t) =>
      t.replace('primaryCta: { label: Contact, href: /legal }', 'primaryCta: { label: Contact, href: /legl }'),
    );
    await buildSite({ contentDir: site.content, outDir: site.out });
    const sources = new SourceLocator(site.content, await sourcesOfContent(site.content, []));
    const checked = await checkOutput(site.out, { sources });
    expect(checked.problems.find((p) => p.where === '/')?.source).toEqual({
      file: expect.stringMatching(/pages\/index\.md$/),
      line: 9,
    });
    await site.edit('pages/index.md', (t) => t.replace('href: /legl }', 'href: /legal }'));
  });
});
