import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { parseHtml } from '../../../../support/html';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';
import { SUITE_PARSER_OVERRIDE } from '../../../../support/suite-parser';

/** A post with a "Contents" heading (remark-toc fills it) and a code block (rehype-highlight colours it). */
const POST = '\n## Contents\n\n## Install\n\n```js\nconst answer = 42;\n```\n\n## Deploy\n\nShip it.\n';

const PLUGINS = `
markdown:
  remarkPlugins:
    - { name: remark-toc, options: { heading: contents, tight: true } }
  rehypePlugins:
    - rehype-highlight
`;

const isDevOnly = (notice: string) => notice.includes('is only a devDependency');
/** The notices but the devDependency warnings. */
const unchanged = (notices: string[] | undefined) => (notices ?? []).filter((n) => !isDevOnly(n));

describe("the maintainer's Markdown plugins (site.yaml markdown.*Plugins)", () => {
  let site: ScratchSite;
  let cacheDir: string;
  beforeAll(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'plugins-cache-'));
    await site.edit('blog/fast.md', (text) => text.replace(/\nBody of the first post\.[\s\S]*$/, POST));
  });
  afterAll(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const build = async (workers: number) => {
    const result = await buildSite({
      contentDir: site.content,
      outDir: site.out,
      cacheDir,
      workers,
      overrides: [SUITE_PARSER_OVERRIDE],
    });
    return { result, doc: parseHtml(await site.read('dist/blog/1.html')) };
  };

  it('change the output of every page, in the main thread and in render threads alike, and re-render when changed', async () => {
    const before = await build(0);
    expect(before.doc.querySelector('.prose ul a')).toBeNull();
    expect(before.doc.querySelector('.prose .hljs')).toBeNull();

    await site.edit('site.yaml', (text) => text + PLUGINS);
    for (const workers of [0, 2]) {
      // A new option re-renders every page with Markdown (the plugins are part of the cache key).
      await site.edit('site.yaml', (text) =>
        text.replace(/tight: (true|false)/, (_, v: string) => `tight: ${v === 'true' ? 'false' : 'true'}`),
      );
      const { result, doc } = await build(workers);
      expect(result.rendered).toBe(result.pages.length);
      // remark-toc: a table of contents under "Contents", linking the headings by the ids the site gives them.
      const toc = [...doc.querySelectorAll('.prose h2#contents + ul a')].map((a) => a.getAttribute('href'));
      expect(toc).toEqual(['#install', '#deploy']);
      expect(doc.querySelector('h2#install')).not.toBeNull();
      // rehype-highlight: the code coloured by class (no inline style: the CSP allows none), still focusable.
      const code = doc.querySelector('.prose pre code.hljs.language-js')!;
      expect(code.querySelector('.hljs-keyword')!.textContent).toBe('const');
      expect(code.getAttribute('tabindex')).toBe('0');
    }
  });

  it('a plugin that changed no page of a build that rendered every page is named in a notice, with its README', async () => {
    // Both plugins change blog/1: no notice, in a build that rendered everything (new options) or reused all.
    await site.edit('site.yaml', (text) => text.replace(/tight: (true|false)/, 'tight: true'));
    const first = (await build(0)).result.notices;
    // remark-toc and rehype-highlight are this project's devDependencies: every build says so.
    expect(first?.filter(isDevOnly)).toEqual([
      expect.stringMatching(/remark-toc is only a devDependency .*npm install --save-prod remark-toc$/),
      expect.stringMatching(/rehype-highlight is only a devDependency .*npm install --save-prod rehype-highlight$/),
    ]);
    expect(unchanged(first)).toEqual([]);
    await site.edit('blog/fast.md', (text) => text.replace('## Contents\n', '## Overview\n'));
    await site.edit('site.yaml', (text) => text.replace('tight: true', 'tight: false'));
    const { result } = await build(0);
    expect(result.rendered).toBe(result.pages.length);
    expect(unchanged(result.notices)).toEqual([
      expect.stringMatching(
        /^The Markdown plugin remark-toc \(markdown\.remarkPlugins\[0\] in .*site\.yaml\) changed no page\. .*see node_modules\/remark-toc\/readme\.md, or remove it\.$/,
      ),
    ]);
    // A build that reused pages cannot tell: it says nothing.
    await site.edit('blog/safe.md', (text) => `${text}\nOne more line.\n`);
    const partial = await build(0);
    expect(partial.result.reused).toBeGreaterThan(0);
    expect(unchanged(partial.result.notices)).toEqual([]);
  });
});
