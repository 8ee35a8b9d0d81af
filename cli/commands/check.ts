import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { buildSite } from '../build/build';
import { parseOverrides } from '../build/content/overrides';
import { findHtmlValidator } from '../check/check-html-validity';
import { checkOutput } from '../check/check-output';
import { contentCatalog } from '../check/content-catalog';
import { formatCheckReport } from '../check/format-report';
import { SiteError } from '../errors';

interface CheckFlags {
  content: string;
  out?: string;
  json?: boolean;
  set: string[];
  includeInternal?: boolean;
  html?: boolean;
}

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description(
      'Validate content, build into a temporary folder and check the output (links, anchors, SEO, images, budgets, sitemap; with --html, HTML and CSS validity)',
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'check this existing build instead of building')
    .option('--json', 'print the report as JSON')
    .option(
      '--set <key=value>',
      'override a site.yaml key for the build (repeatable)',
      (v: string, all: string[]) => [...all, v],
      [],
    )
    .option('--include-internal', 'also build pages marked internal: true')
    .option('--html', 'also run every page through the W3C Nu HTML Checker: HTML and inlined CSS errors (needs Java)')
    .option('--debug', 'print stack traces')
    .action(async (flags: CheckFlags) => {
      // Without Java the HTML check cannot run: say so before spending a build on it.
      if (flags.html) findHtmlValidator();
      const options = { html: flags.html ?? false };
      const report = flags.out
        ? await checkOutput(await existingBuild(flags.out), await contentCatalog(flags.content), options)
        : await buildAndCheck(flags);
      console.log(flags.json ? JSON.stringify(report, null, 2) : formatCheckReport(report));
      if (!report.ok) process.exitCode = 1;
    });
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
    await buildSite({
      contentDir: flags.content,
      outDir,
      overrides: parseOverrides(flags.set),
      includeInternal: flags.includeInternal ?? false,
    });
    return await checkOutput(outDir, await contentCatalog(flags.content), { html: flags.html ?? false });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
