import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '../pipeline/build-site';
import { parseOverrides } from '../pipeline/content/overrides';
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
  const scratch = await mkdtemp(path.join(tmpdir(), 'site-check-'));
  try {
    const outDir = path.join(scratch, 'dist');
    const result = await buildSite({
      contentDir: flags.content,
      outDir,
      overrides: parseOverrides(flags.set),
      includeInternal: flags.includeInternal ?? false,
    });
    const sources = new SourceLocator(path.resolve(flags.content), sourcesOfBuild(result));
    return await checkOutput(
      outDir,
      { ...(await contentCatalog(flags.content)), sources },
      { html: flags.html ?? false },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
