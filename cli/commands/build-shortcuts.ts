import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { sameBuildElsewhere } from '../pipeline/plan/build-elsewhere';
import { checkInputs, type InputCheck } from '../pipeline/plan/check-inputs';
import { recordBuild, stampTree, type BuildSummary } from '../pipeline/plan/manifest';
import { CACHE_DIR, cacheLocation, flagsKey, manifestOf } from '../cache/cache-location';
import { displayPath } from '../lib/files';
import { PROJECT_ROOT } from '../lib/project-root';
import type { BuildResult } from '../pipeline/build-site';

/** What `site build` prints of a build. */
export type Printed = BuildSummary & Pick<BuildResult, 'rendered' | 'reused' | 'durationMs' | 'steps'>;

/** The input check of one `site build`, with where its state and its family's are. */
export interface FolderCheck extends InputCheck {
  contentDir: string;
  outDir: string;
  includeInternal: boolean;
  stateFile: string;
  stateFamily: string;
}

/**
 * The check of the content folder against the last build into the output folder (see
 * check-inputs.ts), keyed by the compiled code (its folder is named by the sources' key), the
 * stylesheets and other files of templates/ and widgets/, the options, the way from the output
 * folder to the code and the year; none when the CLI runs
 * from its sources (SITE_FROM_SOURCE).
 */
export function inputCheck(flags: {
  content: string;
  out: string;
  set: readonly string[];
  includeInternal?: boolean;
}): FolderCheck | undefined {
  const code = (globalThis as { siteCompiledDir?: string }).siteCompiledDir;
  if (!code) return undefined;
  const contentDir = path.resolve(flags.content);
  const outDir = path.resolve(flags.out);
  const includeInternal = flags.includeInternal ?? false;
  const { state, stateFamily } = cacheLocation(contentDir, outDir, flagsKey({ includeInternal }), CACHE_DIR);
  // Not the output folder itself: the output holds only the way from it to the code (source maps).
  const toCode = path.relative(outDir, PROJECT_ROOT);
  const key = JSON.stringify([
    code,
    assetsStamp(),
    contentDir,
    toCode,
    flags.set,
    includeInternal,
    new Date().getFullYear(),
  ]);
  const check = checkInputs({ manifestFile: manifestOf(state), key, contentDir, outDir });
  return check && { ...check, contentDir, outDir, includeInternal, stateFile: state, stateFamily };
}

/** Files of templates/ and widgets/ that are not code: the compiled code's key leaves them out. */
const NOT_CODE = /\.(?:css|json|svg|ya?ml|txt)$/;

/**
 * The stamps of what the output is made from besides the compiled code and the content: the
 * stylesheets (and any other file) of templates/ and widgets/. Without them an edited stylesheet
 * would be taken for nothing changed, and its old rules left in the output.
 */
function assetsStamp(): string {
  return JSON.stringify(
    ['templates', 'widgets'].map((dir) =>
      stampTree(path.join(PROJECT_ROOT, dir))?.filter(([file]) => NOT_CODE.test(file)),
    ),
  );
}

/**
 * A build that needs no pipeline: nothing changed since the last build into the output folder
 * (nothing to do); only Markdown bodies did (their pages are rendered, see body-only.ts); or
 * a build of the same inputs into another folder is intact (its files are linked and copied).
 * Gives the summary to print, given the time taken; undefined when the whole build must run.
 */
export async function shortcut(check: FolderCheck): Promise<((ms: number) => Printed) | undefined> {
  if (check.summary) return printed(check.summary, 'check inputs (unchanged)', 0);
  if (check.edited) return bodyEdits(check, check.edited);
  const elsewhere = sameBuildElsewhere(check, check.stateFamily);
  if (!elsewhere) return undefined;
  const { linkBuild } = await import('../pipeline/output/link-build');
  await linkBuild(elsewhere.summary.outDir, check.outDir, elsewhere.files);
  // The state describes the copy as well: the next build into this folder updates it.
  if (existsSync(elsewhere.stateFile)) copyFileSync(elsewhere.stateFile, check.stateFile);
  const summary = { ...elsewhere.summary, outDir: check.outDir };
  const files = elsewhere.files.map((f) => f.file);
  recordBuild(check.manifestFile, check.key, check.content, files, summary);
  return printed(summary, `link unchanged ${displayPath(elsewhere.summary.outDir)}/`, 0);
}

async function bodyEdits(check: FolderCheck, edited: NonNullable<InputCheck['edited']>) {
  // Loaded only now: the renderer, the templates and the Markdown pipeline.
  const { buildBodyEdits } = await import('../pipeline/body-only');
  const done = await buildBodyEdits({
    contentDir: check.contentDir,
    outDir: check.outDir,
    includeInternal: check.includeInternal,
    edited: edited.files.map((file) => path.join(check.contentDir, file)),
    stamps: contentStamps(check),
  });
  if (!done) return undefined;
  const summary = { ...edited.summary, totalBytes: edited.summary.totalBytes + done.bytesDelta };
  recordBuild(check.manifestFile, check.key, check.content, done.output, summary);
  return printed(summary, `render edited bodies (${done.rendered} of ${summary.routes} pages)`, done.rendered);
}

/** Every content file's stamp as the check took it, by absolute path (what the build reads them by). */
export function contentStamps(check: FolderCheck): Map<string, string> {
  return new Map(check.content.map(([file, stamp]) => [path.join(check.contentDir, file), stamp]));
}

function printed(summary: BuildSummary, step: string, rendered: number): (ms: number) => Printed {
  const { images } = summary;
  const reused = images.encoded + images.seeded + images.reused;
  return (ms) => ({
    ...summary,
    images: { encoded: 0, seeded: 0, reused },
    rendered,
    reused: summary.routes - rendered,
    durationMs: ms,
    steps: [{ name: step, ms }],
  });
}
