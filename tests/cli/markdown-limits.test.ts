import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockIssue, lineIssue, nestingIssue } from '../../cli/pipeline/markdown/limits/limits';
import type { MarkdownIssue } from '../../cli/pipeline/markdown/result';
import { runCli } from '../support/cli';
import { scratchSite, type ScratchSite } from '../support/fixtures';

/**
 * The probes of issue 47 through `site build`, each in a post of its own: with a warm cache,
 * every one fails the build with its file, line and the limit, in seconds. Before the limits,
 * deep nesting ended in "Unexpected error: Maximum call stack size exceeded" and a 1 MB line of
 * `![` ran past 5 minutes.
 */

/** The whole build with every probe, which takes about 3 s on 2 cores: past this, a probe is read whole again. */
const BUILD_MS = 30_000;
/** The line of a probe's body, after its front matter (10 lines), a blank line and a paragraph. */
const PROBE_LINE = 14;
const MEGABYTE = 1_000_000;
const line = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const PROBES: readonly { body: string; refused: MarkdownIssue }[] = [
  ...[10_000, 60_000, 200_000].flatMap((levels) => [
    { body: `${'>'.repeat(levels)} deep`, refused: nestingIssue(PROBE_LINE) },
    { body: `${'- '.repeat(levels)}deep`, refused: nestingIssue(PROBE_LINE) },
  ]),
  ...['![', ':x[', '_a_', '[', '*a*', '`', '<', '](', ':::'].map((unit) => ({
    body: line(unit, MEGABYTE),
    refused: lineIssue(PROBE_LINE, MEGABYTE),
  })),
  ...[':x[', '*_'].map((unit) => ({
    body: Array.from({ length: MEGABYTE / 1_000 }, () => line(unit, 999)).join('\n'),
    refused: blockIssue(PROBE_LINE),
  })),
];

/** A post of the fixture site holding a probe. */
const post = (index: number, body: string) =>
  [
    '---',
    `title: Probe ${index}`,
    'description: A post of hostile Markdown, for the limits.',
    'excerpt: A post of hostile Markdown that the build must refuse.',
    'category: Web Development',
    'date: 2025-01-08',
    'readTime: 5',
    'icon: globe',
    `id: ${900 + index}`,
    '---',
    '',
    'A first paragraph.',
    '',
    body,
    '',
  ].join('\n');

describe.each(['satteri', 'remark'])('hostile Markdown through site build, read with %s', (parser) => {
  let site: ScratchSite;
  const build = () =>
    runCli(['build', '--content', site.content, '--out', site.out, '--set', `markdown.parser=${parser}`], {
      timeoutMs: 120_000,
    });

  beforeAll(async () => {
    site = await scratchSite();
    // The warm cache: the site built once without the probes.
    expect((await build()).code).toBe(0);
  }, 120_000);
  afterAll(() => site.remove());

  it('fails in seconds, naming each probe’s file, line and limit', async () => {
    const files = PROBES.map((_, index) => path.join(site.content, 'blog', `probe-${index}.md`));
    await Promise.all(PROBES.map((probe, index) => writeFile(files[index]!, post(index, probe.body))));
    try {
      const start = performance.now();
      const run = await build();
      expect(performance.now() - start).toBeLessThan(BUILD_MS);
      expect(run.code, run.stderr.slice(0, 2_000)).toBe(1);
      expect(run.stderr).not.toContain('Unexpected error');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      PROBES.forEach(({ refused }, index) =>
        expect(run.stderr).toContain(`blog/probe-${index}.md:${refused.line} ${refused.message}\n    ${refused.hint}`),
      );
    } finally {
      await Promise.all(files.map((file) => rm(file, { force: true })));
    }
  }, 120_000);
});
