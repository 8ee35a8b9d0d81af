import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBuild, type PlanKind, type PlanRequest } from '../../../../../cli/pipeline/plan';
import { runBuild } from '../../../../../cli/pipeline/driver/run-build';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

/**
 * One planner decides how every command builds (cli/pipeline/plan/): `site build` (and the
 * benchmark, whose turns are `site build` runs) may take a shortcut; check and audit build into
 * a folder of their own and need every page's record; site dev builds in place, then follows
 * each change.
 */
type Command = 'build' | 'check' | 'audit' | 'dev';
type Scenario = 'cold' | 'no-op' | 'body edit' | 'data edit' | 'new folder';

const EXPECTED: Record<Scenario, Record<Command, PlanKind>> = {
  cold: { build: 'full', check: 'full', audit: 'full', dev: 'full' },
  'no-op': { build: 'unchanged', check: 'incremental', audit: 'incremental', dev: 'incremental' },
  'body edit': { build: 'bodies', check: 'incremental', audit: 'incremental', dev: 'incremental' },
  'data edit': { build: 'incremental', check: 'incremental', audit: 'incremental', dev: 'incremental' },
  'new folder': { build: 'link', check: 'incremental', audit: 'incremental', dev: 'incremental' },
};

/** The compiled code's key the input check is made with (a stand-in: the test never changes the code). */
const CODE = 'file:///compiled/test/';

describe('the build planner', () => {
  let site: ScratchSite;
  const request = (command: Command, outDir = site.out): PlanRequest => ({
    contentDir: site.content,
    // check and audit build into a scratch folder of their own; build, bench and dev into the output folder.
    outDir: command === 'check' || command === 'audit' ? path.join(site.dir, `${command}-scratch`) : outDir,
    set: [],
    includeInternal: false,
    cache: true,
    cacheDir: path.join(site.dir, 'cache'),
    shortcuts: command === 'build',
    code: CODE,
  });
  const decisions = (outDir?: string) =>
    Object.fromEntries(
      (['build', 'check', 'audit', 'dev'] as const).map((c) => [c, planBuild(request(c, outDir)).kind]),
    );
  const build = async () => {
    const { result } = await runBuild({ ...request('build'), workers: 0 });
    return result;
  };

  beforeAll(async () => {
    site = await scratchSite();
  });
  afterAll(() => site.remove());

  it('cold: nothing in the cache, every command runs the whole pipeline', () => {
    expect(decisions()).toEqual(EXPECTED.cold);
  });

  it('no-op: after a build, build has nothing to do; the others start from its cache', async () => {
    await build();
    expect(decisions()).toEqual(EXPECTED['no-op']);
  }, 120_000);

  it('body edit: build renders the edited bodies alone', async () => {
    await site.edit('blog/safe.md', (text) => `${text}\nOne more sentence.\n`);
    expect(decisions()).toEqual(EXPECTED['body edit']);
    const plan = planBuild(request('build'));
    expect(plan.reason).toContain('safe.md');
    await build();
  }, 120_000);

  it('data edit: build starts from its cache (pages whose key is unchanged stay)', async () => {
    expect(decisions().build).toBe('unchanged');
    await site.edit('data/company.yaml', (text) => `${text}\n`);
    expect(decisions()).toEqual(EXPECTED['data edit']);
    expect(planBuild(request('build')).reason).toMatch(/company\.yaml changed; the cache holds the last build into/);
    await build();
  }, 120_000);

  it('new folder: build links the output of the same inputs built elsewhere', () => {
    expect(decisions(path.join(site.dir, 'elsewhere'))).toEqual(EXPECTED['new folder']);
  });

  it('--no-cache: always the whole pipeline, whatever the cache holds', () => {
    expect(planBuild({ ...request('build'), cache: false })).toMatchObject({ kind: 'full', reason: /--no-cache/ });
  });

  it('from the sources (no compiled code to key the check): no shortcut, and it says so', () => {
    const { code: _code, ...fromSources } = request('build');
    expect(planBuild(fromSources)).toMatchObject({ kind: 'incremental', reason: /running from the sources/ });
  });

  it.each([
    { changed: undefined, last: false, kind: 'incremental' },
    { changed: ['content/blog/a.md'], last: true, kind: 'bodies' },
    { changed: ['content/blog/a.md'], last: false, kind: 'incremental' },
    { changed: ['content/data/offers.yaml'], last: true, kind: 'incremental' },
    { changed: ['content/blog/a.md', 'content/site.yaml'], last: true, kind: 'incremental' },
  ])('site dev after $changed (a last build: $last): $kind, from the same planner', ({ changed, last, kind }) => {
    const plan = planBuild({ ...request('dev'), change: { files: changed, lastInMemory: last } });
    expect(plan.kind).toBe(kind);
    if (plan.kind === 'bodies') expect(plan.files).toEqual(changed);
  });
});
