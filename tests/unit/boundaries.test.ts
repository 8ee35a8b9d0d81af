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
  'cli/bundles-edge.ts': "import type { Config } from '../edge/worker/config';\nexport type C = Config;",
  'edge/worker/config.ts': 'export interface Config { route: string }',
  'edge/worker/handler.ts': "import { score } from '../../widgets/checker/scoring';\nexport const handle = score;",
  'widgets/checker/scoring.ts': 'export const score = 1;',
  'widgets/checker/Checker.tsx': 'export const Checker = () => null;',
  'widgets/checker/client.tsx': "import { Checker } from './Checker';\nexport const hydrate = Checker;",
  'widgets/checker/embed-settings.ts': "import settings from 'chinook:embed-settings';\nexport default settings;",
  'templates/y.ts': "import { Checker } from '../widgets/checker/Checker';\nexport const y = Checker;",
  'tests/t.ts': "import { x } from '../cli/x';\nexport const t = x;",
  // One broken rule each.
  'templates/reads-files.tsx': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
  'templates/runs-cli.tsx': "import { x } from '../cli/x';\nexport const r = x;",
  'templates/hydrates.tsx': "import { hydrate } from '../widgets/checker/client';\nexport const r = hydrate;",
  'widgets/forms/renders-template.ts': "import { y } from '../../templates/y';\nexport const r = y;",
  'widgets/forms/joins-paths.ts': "import path from 'path';\nexport const r = path;",
  'widgets/shared/knows-checker.ts': "import { score } from '../checker/scoring';\nexport const r = score;",
  'edge/runs-cli.ts': "import { x } from '../cli/x';\nexport const r = x;",
  'edge/hashes.ts': "import { createHash } from 'node:crypto';\nexport const r = createHash;",
  'edge/renders-checker.ts': "import { Checker } from '../widgets/checker/Checker';\nexport const r = Checker;",
  'cli/uses-test-helper.ts': "import { t } from '../tests/t';\nexport const r = t;",
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
  'widgets-lane: widgets/forms/renders-template.ts',
  'widgets-no-node: widgets/forms/joins-paths.ts',
  'widgets-shared-knows-no-widget: widgets/shared/knows-checker.ts',
  'edge-lane: edge/runs-cli.ts',
  'edge-no-node: edge/hashes.ts',
  'edge-only-checker-pure-modules: edge/renders-checker.ts',
  'cli-no-tests: cli/uses-test-helper.ts',
  'cli-only-edge-contract: cli/runs-edge.ts',
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
});
