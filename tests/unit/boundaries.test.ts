import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixtures';

/**
 * ARCHITECTURE.md, "Where code runs": the rules are .dependency-cruiser.cjs, checked over the
 * tree by `npm run lint:deps`. Here each rule meets a small project that breaks it once, so a
 * rule that stops matching (renamed folder, wrong pattern, removed) fails the suite.
 */
const TSCONFIG = path.join(REPO_ROOT, 'tsconfig.json');
const LANES = ['cli', 'templates', 'widgets', 'edge', 'tests'];

/** `rule: from` for every violation of the real rules when cruising `baseDir`'s lanes. */
async function violations(baseDir: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(path.join(REPO_ROOT, '.dependency-cruiser.cjs'));
  const tsConfig = { fileName: TSCONFIG };
  const { output } = await cruise(
    LANES,
    { ...options, baseDir, tsConfig },
    {},
    { tsConfig: extractTSConfig(TSCONFIG) },
  );
  if (typeof output === 'string') throw new Error('expected the cruise result as an object');
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
}

/** One file per probe; each line of EXPECTED below names the file that breaks the rule. */
const PROBE: Record<string, string> = {
  'package.json': '{ "name": "probe", "private": true }',
  'node_modules/undeclared/package.json': '{ "name": "undeclared", "main": "index.js" }',
  'node_modules/undeclared/index.js': 'module.exports = 1;',
  // What the lanes may do: none of these is a violation.
  'cli/x.ts': 'export const x = 1;',
  'edge/worker/reads-kit.ts': "import { route } from '../../cli/kit/route';\nexport const r = route;",
  'edge/worker/config.ts': 'export interface Config { route: string }',
  'edge/worker/handler.ts': "import { score } from '../../widgets/checker/scoring';\nexport const handle = score;",
  'widgets/checker/scoring.ts': 'export const score = 1;',
  'widgets/checker/Checker.tsx': 'export const Checker = () => null;',
  'widgets/checker/client.tsx': "import { Checker } from './Checker';\nexport const hydrate = Checker;",
  'widgets/checker/embed-settings.ts': "import settings from 'chinook:embed-settings';\nexport default settings;",
  'templates/y.ts': "import { Checker } from '../widgets/checker/Checker';\nexport const y = Checker;",
  'templates/components/Card.tsx': 'export const Card = () => null;',
  'templates/model/data/people.ts':
    "import type { Copy } from '../../../widgets/forms/forms-content';\nexport type People = Copy[];",
  'templates/model/facts/facts.ts': "import type { People } from '../data/people';\nexport type Facts = People;",
  'widgets/forms/forms-content.ts': 'export interface Copy { label: string }',
  'tests/t.ts': "import { x } from '../cli/x';\nexport const t = x;",
  // The pipeline: a later stage reads an earlier one through its index.ts; the driver reads them all so.
  'cli/pipeline/content/index.ts': "export { page } from './page';",
  'cli/pipeline/content/page.ts': 'export const page = 1;',
  'cli/pipeline/render/index.ts': "import { page } from '../content/index';\nexport const render = page;",
  'cli/pipeline/driver/run.ts': "import { render } from '../render/index';\nexport const run = render;",
  'cli/pipeline/driver/index.ts': "export { run } from './run';",
  'cli/commands/builds.ts': "import { run } from '../pipeline/driver/index';\nexport const b = run;",
  'cli/pipeline/plan/index.ts': 'export const plan = 1;',
  'templates/site.ts': 'export const SITE = 1;',
  // The door loads the site at run time: a static import of it is refused there too.
  'cli/pipeline/site/index.ts': "import { SITE } from '../../../templates/site';\nexport const site = SITE;",
  'cli/lib/helper.ts': 'export const helper = 1;',
  // One broken rule each.
  'cli/pipeline/content/renders.ts': "import { render } from '../render/index';\nexport const r = render;",
  'cli/pipeline/markdown/runs-build.ts': "import { run } from '../driver/index';\nexport const r = run;",
  'cli/pipeline/plan/loads-content.ts': "import { page } from '../content/index';\nexport const r = page;",
  'cli/pipeline/render/skips-door.ts': "import { page } from '../content/page';\nexport const r = page;",
  'cli/pipeline/output/asks-command.ts': "import { x } from '../../x';\nexport const r = x;",
  'cli/preview/skips-door.ts': "import { page } from '../pipeline/content/page';\nexport const r = page;",
  'cli/lib/knows-stage.ts': "import { plan } from '../pipeline/plan/index';\nexport const r = plan;",
  'cli/cache/knows-stage.ts':
    "import { helper } from '../lib/helper';\nimport { plan } from '../pipeline/plan/index';\nexport const r = [helper, plan];",
  'templates/reads-files.tsx': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
  'templates/runs-cli.tsx': "import { x } from '../cli/x';\nexport const r = x;",
  'templates/hydrates.tsx': "import { hydrate } from '../widgets/checker/client';\nexport const r = hydrate;",
  'templates/model/shows-card.ts': "import { Card } from '../components/Card';\nexport const r = Card;",
  'templates/model/renders-checker.ts':
    "import { Checker } from '../../widgets/checker/Checker';\nexport const r = Checker;",
  'templates/model/data/reads-facts.ts': "import type { Facts } from '../facts/facts';\nexport type R = Facts;",
  'cli/loads-the-site.ts': "import { SITE } from '../templates/site';\nexport const r = SITE;",
  'cli/renders-card.ts': "import { Card } from '../templates/components/Card';\nexport const r = Card;",
  // Not even a type of the site's model.
  'cli/reads-model.ts': "import type { Facts } from '../templates/model/facts/facts';\nexport type F = Facts;",
  'widgets/forms/renders-template.ts': "import { y } from '../../templates/y';\nexport const r = y;",
  'widgets/forms/joins-paths.ts': "import path from 'path';\nexport const r = path;",
  'widgets/shared/knows-checker.ts': "import { score } from '../checker/scoring';\nexport const r = score;",
  'edge/runs-cli.ts': "import { x } from '../cli/x';\nexport const r = x;",
  'edge/hashes.ts': "import { createHash } from 'node:crypto';\nexport const r = createHash;",
  'edge/renders-checker.ts': "import { Checker } from '../widgets/checker/Checker';\nexport const r = Checker;",
  // The kit: a template may import it; it imports nothing of the engine, nor Node.
  'cli/kit/route.ts': 'export const route = 1;',
  'templates/reads-kit.tsx': "import { route } from '../cli/kit/route';\nexport const r = route;",
  'cli/kit/knows-cli.ts': "import { helper } from '../lib/helper';\nexport const r = helper;",
  'cli/kit/reads-files.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
  'cli/uses-test-helper.ts': "import { t } from '../tests/t';\nexport const r = t;",
  // Not even the worker's contract: the engine's is cli/kit/edge-worker.ts.
  'cli/bundles-edge.ts': "import type { Config } from '../edge/worker/config';\nexport type C = Config;",
  'cli/grades-like-checker.ts': "import { score } from '../widgets/checker/scoring';\nexport const r = score;",
  'cli/runs-edge.ts': "import { handle } from '../edge/worker/handler';\nexport const r = handle;",
  'cli/undeclared.ts': "import u from 'undeclared';\nexport const r = u;",
  'cli/typo.ts': "import { x } from './no-such-file';\nexport const r = x;",
  // A type-only cycle, written with the `.js` names that stand for `.ts` files.
  'templates/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }",
  'templates/b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }",
};

const EXPECTED = [
  'templates-no-node: templates/reads-files.tsx',
  'templates-lane: templates/runs-cli.tsx',
  'templates-no-browser-entry: templates/hydrates.tsx',
  'templates-model-imports-no-component: templates/model/renders-checker.ts',
  'templates-model-imports-no-component: templates/model/shows-card.ts',
  'templates-model-facts-read-data: templates/model/data/reads-facts.ts',
  'cli-imports-no-site: cli/loads-the-site.ts',
  'cli-imports-no-site: cli/pipeline/site/index.ts',
  'cli-imports-no-site: cli/reads-model.ts',
  'cli-imports-no-site: cli/renders-card.ts',
  'widgets-lane: widgets/forms/renders-template.ts',
  'widgets-no-node: widgets/forms/joins-paths.ts',
  'widgets-shared-knows-no-widget: widgets/shared/knows-checker.ts',
  'edge-lane: edge/runs-cli.ts',
  'edge-no-node: edge/hashes.ts',
  'edge-only-checker-pure-modules: edge/renders-checker.ts',
  'cli-no-tests: cli/uses-test-helper.ts',
  'kit-is-pure: cli/kit/knows-cli.ts',
  'kit-no-node: cli/kit/reads-files.ts',
  'pipeline-order-content: cli/pipeline/content/renders.ts',
  'pipeline-markdown-is-a-library: cli/pipeline/markdown/runs-build.ts',
  'pipeline-plan-decides-alone: cli/pipeline/plan/loads-content.ts',
  'pipeline-front-door-between-stages: cli/pipeline/render/skips-door.ts',
  'pipeline-stage-below-commands: cli/pipeline/output/asks-command.ts',
  'pipeline-front-door-from-outside: cli/preview/skips-door.ts',
  'cli-lib-below-all: cli/lib/knows-stage.ts',
  'cli-cache-below-pipeline: cli/cache/knows-stage.ts',
  'cli-knows-no-widget: cli/grades-like-checker.ts',
  'cli-imports-no-edge: cli/bundles-edge.ts',
  'cli-imports-no-edge: cli/runs-edge.ts',
  'no-non-package-json: cli/undeclared.ts',
  'not-to-unresolvable: cli/typo.ts',
  // A cycle is reported once, from its first module.
  'no-circular: templates/a.ts',
];

describe('code boundaries', () => {
  let probe: string;
  beforeAll(async () => {
    probe = await mkdtemp(path.join(tmpdir(), 'boundaries-'));
    for (const [file, text] of Object.entries(PROBE)) {
      await mkdir(path.dirname(path.join(probe, file)), { recursive: true });
      await writeFile(path.join(probe, file), text);
    }
  });
  afterAll(() => rm(probe, { recursive: true, force: true }));

  it('each rule reports the one probe that breaks it, and nothing the lanes may do', async () => {
    expect(await violations(probe)).toEqual([...EXPECTED].sort());
  });

  it('the project keeps every rule', async () => {
    expect(await violations(REPO_ROOT)).toEqual([]);
  });

  // templates/ type-check with the DOM lib (the widgets they render need it): ESLint's
  // no-restricted-globals keeps browser state out of them.
  it('ESLint refuses a browser global in a template', async () => {
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const [result] = await eslint.lintText('export const width = () => window.innerWidth;\n', {
      filePath: path.join(REPO_ROOT, 'templates/probe.ts'),
    });
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['no-restricted-globals']);
  });

  // Every write goes through cli/lib/write/, which proves the path inside its folder first.
  it.each([
    "import { writeFileSync } from 'node:fs';\nexport const w = writeFileSync;\n",
    "import { rm } from 'node:fs/promises';\nexport const r = rm;\n",
    "import * as fs from 'node:fs';\nexport const w = fs.writeFileSync;\n",
    "import fs from 'fs';\nexport const w = fs.renameSync;\n",
  ])('ESLint refuses a file system write outside cli/lib/write/: %j', async (code) => {
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const [inCli] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, 'cli/pipeline/probe.ts') });
    expect(inCli?.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    const [inWrite] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, 'cli/lib/write/probe.ts') });
    expect(inWrite?.messages).toEqual([]);
  });
});
