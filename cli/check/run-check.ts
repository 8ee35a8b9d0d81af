import { stat } from 'node:fs/promises';
import { makeScratch, removeFolder } from '../lib/write/folders';
import path from 'node:path';
import { CACHE_DIR } from '../cache/cache-location';
import { palette } from '../lib/colors';
import { formatPlan, runPipeline } from '../pipeline/driver';
import { parseOverrides } from '../lib/overrides';
import { SiteError } from '../errors';
import { findHtmlValidator } from './check-html-validity';
import { checkOutput } from './check-output';
import { contentCatalog } from './content-catalog';
import { formatCheckReport } from './format-report';
import { sourcesOfBuild, sourcesOfContent } from './page-sources';
import { SourceLocator } from './source-locator';

export interface CheckFlags {
  content: string;
  out?: string;
  json?: boolean;
  set: string[];
  includeInternal?: boolean;
  html?: boolean;
  /** Also print how the build ran, and why. */
  verbose?: boolean;
}

/** `site check`: builds into a temporary folder (or takes `--out`), checks it, prints the report; exit code 1 on problems. */
export async function runCheck(flags: CheckFlags): Promise<void> {
  // Without Java the HTML check cannot run: say so before spending a build on it.
  if (flags.html) findHtmlValidator();
  const report = flags.out ? await checkExisting(flags, flags.out) : await buildAndCheck(flags);
  console.log(flags.json ? JSON.stringify(report, null, 2) : formatCheckReport(report));
  if (!report.ok) process.exitCode = 1;
}

async function checkExisting(flags: CheckFlags, out: string) {
  const outDir = await existingBuild(out);
  const sources = new SourceLocator(
    path.resolve(flags.content),
    await sourcesOfContent(flags.content, parseOverrides(flags.set)),
  );
  return checkOutput(outDir, { ...(await contentCatalog(flags.content)), sources }, { html: flags.html ?? false });
}

async function existingBuild(out: string): Promise<string> {
  const dir = path.resolve(out);
  if (!(await stat(path.join(dir, 'index.html')).catch(() => undefined))) {
    throw new SiteError(
      `${out}/ holds no built site. Run \`site build --out ${out}\` first, or leave out --out to build and check.`,
    );
  }
  return dir;
}

async function buildAndCheck(flags: CheckFlags) {
  const scratch = await makeScratch('check');
  try {
    const outDir = path.join(scratch, 'dist');
    // The planner decides how (check needs every page's record: always a run, from the cache when it can).
    const { plan, result } = await runPipeline({
      contentDir: flags.content,
      outDir,
      set: flags.set,
      overrides: parseOverrides(flags.set),
      includeInternal: flags.includeInternal ?? false,
      cache: true,
      cacheDir: CACHE_DIR,
    });
    if (flags.verbose) console.error(formatPlan(plan, palette()));
    const sources = new SourceLocator(path.resolve(flags.content), sourcesOfBuild(result));
    return await checkOutput(
      outDir,
      { ...(await contentCatalog(flags.content)), sources },
      { html: flags.html ?? false },
    );
  } finally {
    await removeFolder(scratch, 'scratch');
  }
}
