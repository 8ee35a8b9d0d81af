import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/pipeline/driver/build-site';
import { ContentError } from '../../cli/errors';
import { runCli } from '../support/cli';
import { REPO_ROOT } from '../support/fixtures';
import { scratchSite, type ScratchSite } from '../support/fixtures';

describe('site new', () => {
  let site: ScratchSite;
  beforeEach(async () => {
    site = await scratchSite();
  });
  afterEach(() => site.remove());

  it.each([
    [
      'post',
      'website-audit-checklist',
      'blog/website-audit-checklist.md',
      '/website-audit-checklist/',
      'website-audit-checklist/index.html',
    ],
    ['page', 'services/hosting', 'pages/services/hosting.md', '/services/hosting', 'services/hosting.html'],
  ])(
    '%s: writes a draft with valid front matter that builds (dev includes drafts)',
    async (kind, slug, file, route, output) => {
      const run = await runCli(['new', kind, slug, '--title', 'A New Thing', '--content', site.content]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Wrote ${path.join(site.content, file)}`);
      const text = await readFile(path.join(site.content, file), 'utf8');
      expect(text).toContain('title: "A New Thing"');
      expect(text).toContain('draft: true');
      if (kind === 'post')
        expect(text).toMatch(
          new RegExp(`date: ${new Date().toISOString().slice(0, 10)}\\n[\\s\\S]*permalink: /${slug}/`),
        );
      const drafts = await buildSite({ contentDir: site.content, outDir: site.out, includeDrafts: true, cache: false });
      expect(drafts.pages.map((p) => p.route)).toContain(route);
      const html = await site.read(`dist/${output}`);
      expect(html).toContain('<h1>A New Thing</h1>');
      // The draft shows how references look, resolved from the site's own data.
      expect(text).toMatch(/:price\[[a-z0-9-]+\]/);
      const offers = YAML.parse(await readFile(path.join(site.content, 'data/offers.yaml'), 'utf8')) as {
        catalog: { price: number }[];
      };
      expect(html).toContain(`$${offers.catalog[0]!.price.toLocaleString('en-US')}`);
      const published = await buildSite({ contentDir: site.content, outDir: site.out, cache: false });
      expect(published.pages.map((p) => p.route)).not.toContain(route);
    },
  );

  it.each([
    ['post', 'my-first-post', 'blog/my-first-post.md', ['description', 'excerpt']],
    ['page', 'about-us', 'pages/about-us.md', ['description', 'lead']],
  ])(
    '%s: published with its placeholders left in, the build names each with its line',
    async (kind, slug, file, fields) => {
      expect((await runCli(['new', kind, slug, '--content', site.content])).code).toBe(0);
      const target = path.join(site.content, file);
      const text = (await readFile(target, 'utf8')).replace('draft: true\n', '');
      await writeFile(target, text);
      const lineOf = (needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
      const run = await runCli(['build', '--content', site.content, '--out', site.out]);
      expect(run.code).toBe(1);
      const shown = path.join(site.content, file);
      for (const field of fields)
        expect(run.stderr).toContain(`${shown}:${lineOf(`${field}: "TODO`)} ${field}: still holds a TODO placeholder`);
      expect(run.stderr).toContain(`${shown}:${lineOf('## TODO')} still holds a TODO placeholder in its text`);
      expect(run.stderr).toMatch(/keep `draft: true` until it is ready/);
      // Written, with the word kept only in code: published.
      const written = text
        .split('\n')
        .map((line) => line.replace(/TODO: ?/, ''))
        .filter((line) => !line.startsWith('delete this note'))
        .join('\n');
      await writeFile(target, `${written}\nThe word in code is not a placeholder: \`TODO\`.\n`);
      const published = await runCli(['build', '--content', site.content, '--out', site.out]);
      expect(published.stderr).toBe('');
      expect(published.code).toBe(0);
    },
  );

  it('provider: every field of a guide as a TODO the build refuses, and a guide once they are replaced', async () => {
    const run = await runCli(['new', 'provider', 'fly-io', '--title', 'Fly.io', '--content', site.content]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Replace every TODO/);
    const file = path.join(site.content, 'cloud/fly-io.yaml');
    const record = YAML.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect([record.slug, record.name, record.icon]).toEqual(['fly-io', 'Fly.io', 'fly-io']);

    const refused = await buildSite({ contentDir: site.content, outDir: site.out, cache: false }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ContentError);
    const problems = (refused as ContentError).problems;
    expect(problems.every((p) => p.file.endsWith('cloud/fly-io.yaml') && p.field)).toBe(true);
    expect(problems.filter((p) => p.message === 'still says TODO: write the real text').length).toBeGreaterThan(50);

    // Replace each TODO with the finished AWS guide's text at the same place: the shape is right.
    const finished = YAML.parse(await readFile(path.join(REPO_ROOT, 'content/cloud/aws.yaml'), 'utf8')) as unknown;
    const fill = (todo: unknown, done: unknown): unknown =>
      typeof todo === 'string'
        ? todo.startsWith('TODO')
          ? done
          : todo
        : Array.isArray(todo)
          ? todo.map((item, i) => fill(item, (done as unknown[])[i]))
          : todo && typeof todo === 'object'
            ? Object.fromEntries(
                Object.entries(todo).map(([k, v]) => [k, fill(v, (done as Record<string, unknown>)[k])]),
              )
            : todo;
    await writeFile(file, YAML.stringify(fill(record, finished)));
    const built = await buildSite({ contentDir: site.content, outDir: site.out, cache: false });
    expect(built.pages.map((p) => p.route)).toContain('/cloud/fly-io');
  });

  it('refuses to overwrite a file, and rejects a bad slug or kind', async () => {
    expect((await runCli(['new', 'post', 'same', '--content', site.content])).code).toBe(0);
    const again = await runCli(['new', 'post', 'same', '--content', site.content]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists; nothing was written/);
    expect((await runCli(['new', 'post', 'Not A Slug', '--content', site.content])).stderr).toMatch(/is not a slug/);
    expect((await runCli(['new', 'widget', 'x', '--content', site.content])).code).toBe(2);
  });
});
