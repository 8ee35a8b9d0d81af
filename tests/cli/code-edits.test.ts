import { spawn } from 'node:child_process';
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliRun } from '../support/cli';
import { REPO_ROOT, scratchSite, type ScratchSite } from '../support/fixtures';

/** The project's code (a scratch copy may be edited); node_modules is linked, not copied. */
const CODE = ['cli', 'templates', 'widgets', 'edge', 'package.json', 'package-lock.json', 'tsconfig.json'];

const CATEGORY_PAGE = `---
template: category
permalink: /category/web/
title: Web Development Articles
description: The fixture's category page, to see which edits re-render it.
crumb: Web Development Category
heading: Web Development
intro: Articles on building and securing a business website.
articlesTitle: Latest web development articles
posts: [/a-long-slug-guide/, /blog/2]
topics:
  title: Explore More Topics
  cards:
    - { icon: shield, title: Security, href: /blog, text: Protect your site and your customers. }
cta:
  title: Is your website helping your business?
  text: Get a free audit, or talk to us about what to fix first.
  primary: { label: Get a Free Website Audit, href: /blog }
  secondary: { label: Contact Us, href: /blog }
---
`;

/**
 * Which pages an edit of the code re-renders, through the real binary on a scratch copy of the
 * project: a page re-renders when any module its template runs changed, however that module is
 * imported (through a re-export, by import()), and an edit to one template re-renders the pages
 * of that template only. A page re-renders exactly when its key changed, so the routes whose
 * key in the cache's state changed are the pages rendered again.
 */
describe('code edits and the page cache', () => {
  let site: ScratchSite;
  let project: string;
  const code = (file: string) => path.join(project, file);
  const editCode = async (file: string, from: string, to: string) => {
    const text = await readFile(code(file), 'utf8');
    if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this test`);
    await writeFile(code(file), text.replaceAll(from, to));
  };
  const pageKeys = async () => {
    const states = path.join(site.dir, 'cache', 'states');
    const [state] = await readdir(states);
    const { pages } = JSON.parse(await readFile(path.join(states, state!), 'utf8')) as {
      pages: Record<string, { key: string }>;
    };
    return new Map(Object.entries(pages).map(([route, { key }]) => [route, key]));
  };
  const build = async () => {
    const run = await siteIn(
      project,
      ['build', '--content', site.content, '--out', site.out, '--workers', '0'],
      path.join(site.dir, 'cache'),
    );
    expect(run.code, run.stderr).toBe(0);
    return Number(/(\d+) pages rendered/.exec(run.stdout)?.[1]);
  };
  /** The routes that `edit` made the next build render again. */
  const renderedAfter = async (edit: () => Promise<void>) => {
    const before = await pageKeys();
    await edit();
    const rendered = await build();
    const routes = [...(await pageKeys())].filter(([route, key]) => before.get(route) !== key).map(([route]) => route);
    expect(routes).toHaveLength(rendered);
    return routes.sort();
  };

  beforeAll(async () => {
    site = await scratchSite();
    await site.write('pages/category-web.md', CATEGORY_PAGE);
    project = path.join(site.dir, 'project');
    for (const entry of CODE) await cp(path.join(REPO_ROOT, entry), code(entry), { recursive: true });
    await symlink(path.join(REPO_ROOT, 'node_modules'), code('node_modules'), 'dir');
    // The legal template shows a note it imports through a re-export (a list with a comment in
    // it), and may load a module on demand: neither is imported by the template by name.
    await writeFile(code('templates/components/legal-note.ts'), "export const LEGAL_NOTE = 'Reviewed by counsel.';\n");
    await writeFile(
      code('templates/components/legal-notes.ts'),
      "export {\n  // the wording counsel approved\n  LEGAL_NOTE,\n} from './legal-note';\n",
    );
    await writeFile(code('templates/components/legal-extra.ts'), 'export const LEGAL_EXTRA = 1;\n');
    await editCode(
      'templates/pages/Legal.tsx',
      "import type { PageContext } from '../model/page-context';\n",
      [
        "import type { PageContext } from '../model/page-context';",
        "import { LEGAL_NOTE } from '../components/legal-notes';",
        "export const loadLegalExtra = () => import(/* when asked */ '../components/legal-extra');",
        '',
      ].join('\n'),
    );
    await editCode(
      'templates/pages/Legal.tsx',
      '<Prose html={page.html} eagerHtml={page.eagerHtml} />',
      '<Prose html={page.html} eagerHtml={page.eagerHtml} />\n      <p>{LEGAL_NOTE}</p>',
    );
    await build();
  }, 120_000);
  afterAll(() => site.remove());

  it('re-renders the pages that show a module imported only through a re-export', async () => {
    expect(
      await renderedAfter(() =>
        editCode('templates/components/legal-note.ts', 'Reviewed by counsel.', 'Reviewed again by counsel.'),
      ),
    ).toEqual(['/legal']);
    expect(await site.read('dist/legal.html')).toContain('Reviewed again by counsel.');
  }, 60_000);

  it('re-renders the pages whose template may load a module by import()', async () => {
    expect(
      await renderedAfter(() => editCode('templates/components/legal-extra.ts', 'LEGAL_EXTRA = 1', 'LEGAL_EXTRA = 2')),
    ).toEqual(['/legal']);
  }, 60_000);

  it('builds a stylesheet edit, never taking it for nothing changed (the compiled CLI checks its inputs first)', async () => {
    const compiled = (...more: string[]) =>
      siteIn(
        project,
        ['build', '--content', site.content, '--out', site.out, ...more],
        // A cache of its own: the other tests read the one state of theirs.
        path.join(site.dir, 'cache-compiled'),
        true,
      );
    expect((await compiled()).code).toBe(0);
    expect((await compiled()).stdout).toContain('check inputs (unchanged)');
    await writeFile(
      code('templates/styles/pages/legal.css'),
      `${await readFile(code('templates/styles/pages/legal.css'), 'utf8')}\n.legal h1 { word-spacing: 7px; }\n`,
    );
    const edited = await compiled();
    expect(edited.stdout).not.toContain('check inputs (unchanged)');
    expect(await site.read('dist/legal.html')).toContain('word-spacing:7px');
  }, 120_000);

  it("re-renders one template's pages only after an edit to that template", async () => {
    expect(await renderedAfter(() => editCode('templates/pages/Legal.tsx', 'Last updated:', 'Last revised:'))).toEqual([
      '/legal',
    ]);
    expect(await site.read('dist/legal.html')).toContain('Last revised:');
  }, 60_000);

  it('re-renders the category pages only after an edit to the category template', async () => {
    expect(
      await renderedAfter(() => editCode('templates/pages/Category.tsx', 'category-articles', 'category-posts')),
    ).toEqual(['/category/web/']);
    expect(await site.read('dist/category/web/index.html')).toContain('id="category-posts"');
  }, 60_000);
});

/** The `site` binary of the project in `root`, from its sources (or compiled, as users run it), with its cache in `cacheDir`. */
function siteIn(root: string, args: readonly string[], cacheDir: string, compiled = false): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, SITE_FROM_SOURCE: compiled ? '0' : '1', SITE_CACHE_DIR: cacheDir, NO_COLOR: '1' };
    const child = spawn(process.execPath, [path.join(root, 'cli/bin/site.js'), ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
