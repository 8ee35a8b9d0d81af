import { existsSync } from 'node:fs';
import { OUTPUT_MARKER } from '../../../../../cli/lib/write/places';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { COMPATIBILITY_DATE, QUOTA_BINDING, QUOTA_CLASS } from '../../../../../edge/pagespeed/config';
import { workerName } from '../../../../../cli/pipeline/bundle/workers-config';
import {
  ASSETS_IGNORE_FILE,
  CLOUDFLARE_FILES,
  HOST_FILES,
  WRANGLER_CONFIG_FILE,
} from '../../../../../cli/lib/output-names';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { ContentError, formatProblems } from '../../../../../cli/errors';
import { parseOverrides } from '../../../../../cli/lib/overrides';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';
import { WRANGLER } from '../../../../support/wrangler-help';

const run = promisify(execFile);

const KEY = 'AIzaSyBuildEnvSecret_9876543210zyxwvu';

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the PageSpeed proxy in the build (pagespeed.proxy)', () => {
  let site: ScratchSite;
  let cacheDir: string;
  const build = (...sets: string[]) =>
    buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0, overrides: parseOverrides(sets) });

  beforeAll(async () => {
    site = await scratchSite();
    cacheDir = path.join(site.dir, 'cache');
  });
  afterAll(() => site.remove());

  it('writes dist/_worker.js and dist/_routes.json, with the settings baked in and never the key from the environment', async () => {
    const before = process.env.PAGESPEED_API_KEY;
    process.env.PAGESPEED_API_KEY = KEY;
    try {
      const result = await build(
        'pagespeed.proxy=true',
        'pagespeed.allowedOrigins=https://partner.example',
        'pagespeed.quota=7',
        `pagespeed.apiKey=`,
      );
      expect(result.files.map((f) => f.path)).toEqual(expect.arrayContaining(['_worker.js', '_routes.json']));
    } finally {
      if (before === undefined) delete process.env.PAGESPEED_API_KEY;
      else process.env.PAGESPEED_API_KEY = before;
    }
    expect(JSON.parse(await site.read('dist/_routes.json'))).toEqual({ version: 1, include: ['/api/*'], exclude: [] });
    const worker = await site.read('dist/_worker.js');
    expect(worker).toMatch(/export\s*\{[^}]*as default/);
    expect(worker).not.toMatch(/^import |\brequire\(|node:/m);
    for (const baked of [
      'https://fixture.example',
      'https://partner.example',
      '/api/pagespeed',
      'https://www.googleapis.com/pagespeedonline/v5/runPagespeed',
    ])
      expect(worker).toContain(baked);
    expect(worker).not.toContain('sourceMappingURL');
    for (const file of [...(await filesBelow(site.out)), ...(await filesBelow(cacheDir))]) {
      expect((await readFile(file)).includes(KEY), path.relative(site.dir, file)).toBe(false);
    }
  });

  it('gives the checker our proxy: the embed our address, the CSP only the site itself', async () => {
    await build('pagespeed.proxy=true');
    expect(await site.read('dist/embed/checker.js')).toContain('https://fixture.example/api/pagespeed');
    const csp = /Content-Security-Policy: (.*)/.exec(await site.read('dist/_headers'))![1]!;
    expect(csp).toMatch(/connect-src 'self' https:\/\/forms/);
    expect(csp).not.toContain('googleapis.com');
  });

  it('bakes a changed setting into the next build (the cached worker is keyed by it)', async () => {
    await build('pagespeed.proxy=true', 'pagespeed.allowedOrigins=https://partner.example');
    expect(await site.read('dist/_worker.js')).toContain('https://partner.example');
    await build('pagespeed.proxy=true', 'pagespeed.allowedOrigins=https://other.example,https://third.example');
    const worker = await site.read('dist/_worker.js');
    expect(worker).toContain('https://third.example');
    expect(worker).not.toContain('https://partner.example');
  });

  it('writes the Workers form beside it: a wrangler.jsonc the pinned wrangler reads without a word, and an .assetsignore', async () => {
    const result = await build('pagespeed.proxy=true');
    // All but the build's own marker, which is not one of its files (see lib/write/places.ts).
    const written = HOST_FILES.filter((f) => f !== OUTPUT_MARKER);
    expect(result.files.map((f) => f.path)).toEqual(expect.arrayContaining(written));
    const warnings = vi.spyOn(console, 'warn');
    const config = unstable_readConfig({ config: path.join(site.out, WRANGLER_CONFIG_FILE) });
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    // Paths are the config file's own: the output folder is the assets, its worker the Worker, wherever --out wrote them.
    expect(config.main).toBe(path.join(site.out, '_worker.js'));
    expect(path.resolve(site.out, config.assets!.directory!)).toBe(site.out);
    expect(config.assets).toMatchObject({
      binding: 'ASSETS',
      run_worker_first: JSON.parse(await site.read('dist/_routes.json')).include,
      html_handling: 'auto-trailing-slash',
      not_found_handling: '404-page',
    });
    expect(config.compatibility_date).toBe(COMPATIBILITY_DATE);
    expect(config.no_bundle).toBe(true);
    expect(config.durable_objects.bindings).toEqual([{ name: QUOTA_BINDING, class_name: QUOTA_CLASS }]);
    expect(config.migrations).toEqual([{ tag: 'v1', new_sqlite_classes: [QUOTA_CLASS] }]);
    // The worker exports the class the config binds, beside its fetch handler.
    const worker = (await import(pathToFileURL(config.main!).href)) as Record<string, unknown>;
    expect(typeof worker[QUOTA_CLASS]).toBe('function');
    expect(typeof (worker.default as { fetch?: unknown }).fetch).toBe('function');
    const ignored = (await site.read(`dist/${ASSETS_IGNORE_FILE}`)).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(ignored.sort()).toEqual(
      [...HOST_FILES.filter((f) => f !== ASSETS_IGNORE_FILE), '.wrangler'].map((f) => `/${f}`).sort(),
    );
  });

  it("uploads the site and none of the host's files when wrangler deploys it (a dry run), leaving nothing in the folder", async () => {
    await build('pagespeed.proxy=true');
    const outdir = await mkdtemp(path.join(tmpdir(), 'wrangler-out-'));
    try {
      // As docs/deploying.md deploys: what wrangler writes goes to a folder of its own (--outdir).
      const { stdout } = await run(
        WRANGLER,
        ['deploy', '--dry-run', '--config', path.join(site.out, WRANGLER_CONFIG_FILE), '--outdir', outdir],
        { cwd: site.dir, env: { ...process.env, WRANGLER_LOG: 'debug', WRANGLER_SEND_METRICS: 'false' } },
      );
      const ignored = [...stdout.matchAll(/^Ignoring asset: (.+)$/gm)].map((m) => m[1]!.trim());
      expect(ignored).toEqual(expect.arrayContaining([...HOST_FILES, '_headers', '_redirects']));
      expect(ignored.filter((f) => f.endsWith('.html'))).toEqual([]);
      // The build bundled the worker (no_bundle): wrangler keeps no copy or state in the folder it uploads.
      expect(existsSync(path.join(site.out, '.wrangler'))).toBe(false);
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the Worker after the brand, as Cloudflare allows names', () => {
    expect(workerName('Chinook Digital')).toBe('chinook-digital');
    expect(workerName('Café & Co.')).toBe('cafe-co');
    expect(workerName('!!!')).toBe('site');
    const long = workerName(`${'a'.repeat(62)} b`);
    expect(long).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
  });

  it('writes none of the edge files with the proxy off, and the checker calls the API itself', async () => {
    const result = await build('pagespeed.proxy=false');
    for (const file of CLOUDFLARE_FILES) {
      expect(result.files.map((f) => f.path)).not.toContain(file);
      expect(existsSync(path.join(site.out, file)), file).toBe(false);
    }
    expect(await site.read('dist/_headers')).toContain('https://www.googleapis.com/pagespeedonline/v5/runPagespeed');
  });

  it('refuses settings that are not what they should be, naming --set', async () => {
    for (const [set, message] of [
      ['pagespeed.proxy=yes', 'must be true or false'],
      ['pagespeed.quota=0', 'pagespeed.quota'],
      ['pagespeed.allowedOrigins=https://partner.example/path', 'must be an origin'],
    ] as const) {
      const error = await build(set).catch((e: unknown) => e);
      expect(error, set).toBeInstanceOf(ContentError);
      const text = formatProblems((error as ContentError).problems);
      expect(text, set).toContain('--set');
      expect(text, set).toContain(message);
    }
  });
});
