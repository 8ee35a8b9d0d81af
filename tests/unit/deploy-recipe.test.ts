import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { DEFAULT_CACHE_DIR } from '../../cli/cache/cache-location';
import { WRANGLER_CONFIG_FILE } from '../../cli/lib/output-names';
import { REPO_ROOT } from '../support/fixtures';
import { wranglerCommandProblems } from '../support/wrangler-help';

const run = promisify(execFile);

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches?: string[] } };
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>;
}

const RECIPE = 'docs/examples/deploy.yml';
const workflow = YAML.parse(await readFile(path.join(REPO_ROOT, RECIPE), 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
/** The code folders (docs/architecture.md's lanes, tests aside): a change to any of them starts the cache fresh. */
const CODE = ['cli', 'templates', 'widgets', 'edge'];

/** Each simple command of a `run:` script: split at newlines, pipes, `&&` and `;`. */
const commandsOf = (script: string) =>
  script
    .split(/\n|\|\|?|&&|;/)
    .map((c) => c.trim())
    .filter(Boolean);
const allCommands = steps.flatMap((s) => (s.run ? commandsOf(s.run) : []));
const stepIndex = (find: (s: Step) => boolean) => steps.findIndex(find);

/** What is wrong with one command: npm's own, an npm script, the pinned wrangler's, the site CLI's, or a shell built-in. */
async function commandProblems(command: string): Promise<string[]> {
  const [program, first, ...rest] = command.split(/\s+/);
  if (program === 'npm' && first === 'run')
    return rest[0]! in manifest.scripts ? [] : [`${command}: no script "${rest[0]}" in package.json`];
  if (program === 'npm') {
    const { stdout } = await run('npm', [first!, '--help'], { cwd: REPO_ROOT });
    const flags = rest.filter((w) => w.startsWith('--') && !stdout.includes(w));
    return stdout.includes(`npm ${first}`) && !flags.length ? [] : [`${command}: npm ${first} --help has no ${flags}`];
  }
  if (program === 'npx' && first === 'wrangler') return wranglerCommandProblems(command);
  if (program === 'npx' && first === 'site') {
    const site = path.join(REPO_ROOT, 'cli/bin/site.js');
    const { stdout } = await run(process.execPath, [site, rest[0]!, '--help'], { cwd: REPO_ROOT });
    const flags = rest.filter((w) => w.startsWith('--') && !stdout.includes(w.replace(/=.*$/, '')));
    return flags.length ? [`${command}: site ${rest[0]} --help has no ${flags}`] : [];
  }
  const { stdout } = await run('sh', ['-c', `command -v ${program}`]).catch(() => ({ stdout: '' }));
  return stdout.trim() === program ? [] : [`${command}: ${program} is neither an npm script, wrangler nor a built-in`];
}

describe(`the CI recipe (${RECIPE})`, () => {
  it('is a GitHub Actions workflow: on a push to main, steps that each use an action or run commands', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps) expect(Boolean(step.uses) !== Boolean(step.run), JSON.stringify(step)).toBe(true);
  });

  it('runs only commands that exist: npm scripts of package.json, npm ci, the pinned wrangler, the CLI, shell built-ins', async () => {
    expect(allCommands).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^npm ci\b/),
        'npm run build',
        // What wrangler writes while deploying goes to the runner's temporary folder, not dist/.
        `npx wrangler deploy --config dist/${WRANGLER_CONFIG_FILE} --outdir "$RUNNER_TEMP/wrangler"`,
        `npx wrangler secret put PAGESPEED_API_KEY --config dist/${WRANGLER_CONFIG_FILE}`,
      ]),
    );
    expect(manifest.scripts.build).toMatch(/site\.js build$/);
    const problems = [];
    for (const command of allCommands) problems.push(...(await commandProblems(command)));
    expect(problems).toEqual([]);
  }, 60_000);

  it("installs with npm's cache, then restores the build cache, builds, saves it, and only then deploys", () => {
    const setup = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.cache).toBe('npm');
    const order = [
      stepIndex((s) => /^npm ci\b/.test(s.run ?? '')),
      stepIndex((s) => s.uses?.startsWith('actions/cache/restore@') ?? false),
      stepIndex((s) => s.run === 'npm run build'),
      stepIndex((s) => s.uses?.startsWith('actions/cache/save@') ?? false),
      stepIndex((s) => s.run?.startsWith('npx wrangler deploy') ?? false),
    ];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('keys the cache by the lockfile and the code, so content edits reuse it and a code change starts fresh', () => {
    const restore = steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!.with!;
    const save = steps.find((s) => s.uses?.startsWith('actions/cache/save@'))!.with!;
    const folder = path.relative(REPO_ROOT, DEFAULT_CACHE_DIR);
    expect([restore.path, save.path]).toEqual([folder, folder]);
    expect(save.key).toBe(restore.key);
    // Each run saves its own; the newest of the same code is restored.
    const key = String(restore.key);
    const prefix = String(restore['restore-keys']).trim();
    expect(key).toMatch(/-\$\{\{ github\.run_id \}\}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const hashed = /hashFiles\(([^)]*)\)/
      .exec(prefix)?.[1]
      ?.split(',')
      .map((p) => p.trim().replace(/^'|'$/g, ''));
    expect(hashed).toEqual(expect.arrayContaining(['package-lock.json', ...CODE.map((folder) => `${folder}/**`)]));
    expect(hashed?.some((p) => p.startsWith('content'))).toBe(false);
  });

  it("gives wrangler the API token and the key as the repository's secrets, never in a command", () => {
    for (const step of steps.filter((s) => s.run?.includes('npx wrangler'))) {
      expect(step.env?.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}');
      expect(step.run).not.toContain('secrets.');
    }
    const put = steps.find((s) => s.run?.includes('secret put PAGESPEED_API_KEY'));
    expect(put?.env?.PAGESPEED_API_KEY).toBe('${{ secrets.PAGESPEED_API_KEY }}');
  });
});
