import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildSite } from '../../cli/pipeline/driver/build-site';
import { ContentError, formatProblems } from '../../cli/errors';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../../cli/lib/write/places';
import { ACCEPTED, REJECTED, type RejectedCase } from '../fixtures/bad-content/cases';
import { runCli } from '../support/cli';
import { scratchSite, type ScratchSite } from '../support/fixtures';

/** The cases through the CLI itself (a process each); the rest run the same build in-process. */
const THROUGH_CLI = new Set([
  'broken-yaml-in-front-matter',
  'markdown-not-utf8',
  'unknown-template',
  'relation-more-reviews-than-clients',
  'relation-price-shown-on-no-pricing-page',
  'relation-total-time-not-its-process',
]);

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'bad-content-cache-'));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

/** What `site build` prints for a content error, from an in-process build. */
async function buildInProcess(site: ScratchSite): Promise<{ code: number; stderr: string; stdout: string }> {
  try {
    await buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });
    return { code: 0, stderr: '', stdout: 'built' };
  } catch (error) {
    if (!(error instanceof ContentError))
      return { code: 1, stderr: `✖ Unexpected error: ${String(error)}`, stdout: '' };
    return {
      code: 1,
      stderr: `✖ ${error.message}:\n${formatProblems(error.problems)}\nNothing was written; the previous output is unchanged.`,
      stdout: '',
    };
  }
}

/** A previous build in dist/ (marked as one): a rejected build must leave every byte of it in place. */
const PREVIOUS: Record<string, string> = {
  [OUTPUT_MARKER]: OUTPUT_MARKER_TEXT,
  'index.html': 'previous build',
  'blog/1.html': 'previous post',
};

async function writePrevious(out: string): Promise<void> {
  for (const [file, text] of Object.entries(PREVIOUS)) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), text);
  }
}

/** Every file below `dir` with its text, keyed by its path inside `dir`. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
  return Object.fromEntries(files.map((f, i) => [path.relative(dir, f).split(path.sep).join('/'), texts[i]!]));
}

async function buildBroken(testCase: RejectedCase, extraArgs: readonly string[] = []) {
  const site = await scratchSite();
  try {
    await writePrevious(site.out);
    await testCase.mutate(site);
    const run =
      THROUGH_CLI.has(testCase.name) || extraArgs.length
        ? await runCli(['build', '--content', site.content, '--out', site.out, ...extraArgs])
        : await buildInProcess(site);
    return {
      run,
      dist: await snapshot(site.out),
      leftovers: (await readdir(site.dir)).filter((n) => n.startsWith('dist.')),
    };
  } finally {
    await site.remove();
  }
}

/**
 * Bad content fails the build: exit 1, the file named with its line or field, no stack, dist/ untouched.
 * A few cases go through the CLI process; the others build in-process and format the error as
 * the CLI does (cli/commands/report.ts), which keeps the catalogue fast as it grows.
 */
describe('bad content is rejected', () => {
  it.concurrent.for(REJECTED)('$name', async (testCase, { expect }) => {
    const { run, dist, leftovers } = await buildBroken(testCase);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/^✖ \d+ content problems? found:\n {2}\S*content\//);
    expect(run.stderr).toMatch(testCase.expect);
    expect(run.stderr).toContain('\nNothing was written; the previous output is unchanged.');
    expect(run.stderr).not.toContain('Unexpected error');
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace without --debug
    expect(run.stdout).toBe('');
    expect(dist).toEqual(PREVIOUS);
    expect(leftovers).toEqual([]);
  });

  it('prints the stack trace only with --debug', async ({ expect }) => {
    const { run, dist } = await buildBroken(
      REJECTED.find((c) => c.name === 'unknown-template')!,
      ['--debug'],
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/template: unknown template "legul"/);
    expect(run.stderr).toMatch(/\nContentError: \d+ content problems? found\n\s+at /);
    expect(dist).toEqual(PREVIOUS);
  });
});

describe('odd but valid content is accepted', () => {
  it.concurrent.for(ACCEPTED)('$name', async (testCase, { expect }) => {
    const site: ScratchSite = await scratchSite();
    try {
      await testCase.mutate(site);
      const run = await buildInProcess(site);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      await testCase.check((file) => site.read(`dist/${file}`));
    } finally {
      await site.remove();
    }
  });
});
