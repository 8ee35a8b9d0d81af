import path from 'node:path';
import { cacheLocation, flagsKey, manifestOf } from '../../cache/cache-location';
import { PROJECT_ROOT } from '../../lib/project-root';
import { checkInputs, type InputCheck } from './check-inputs';
import { stampTree } from './manifest';

/** What a build is asked for: the folders, the options, and where the cache and the compiled code are. */
export interface PlanRequest {
  contentDir: string;
  outDir: string;
  /** `--set key=value` flags, as typed (part of the input check's key). */
  set: readonly string[];
  includeInternal: boolean;
  /** false: `--no-cache`. */
  cache: boolean;
  cacheDir: string;
  /**
   * Whether the command may take something other than a run of the pipeline: `site build` may
   * (nothing to do, a linked folder, edited bodies); check, audit, dev and the image seed need
   * every page's record, which only a run gives.
   */
  shortcuts: boolean;
  /** The compiled code's folder (named by the sources' key); the input check needs it. */
  code?: string;
  /**
   * A long-lived builder's rebuild (site dev): the files its watcher named (undefined: anything may
   * have changed), and whether it holds its last build in memory, which edited bodies render from.
   */
  change?: { files: readonly string[] | undefined; lastInMemory: boolean };
}

/** The input check of one build into one folder, with where its state and its family's are. */
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
 * folder to the code and the year; none when the CLI runs from its sources (no compiled code).
 */
export function folderCheck(request: PlanRequest): FolderCheck | undefined {
  if (!request.code) return undefined;
  const contentDir = path.resolve(request.contentDir);
  const outDir = path.resolve(request.outDir);
  const { includeInternal } = request;
  const { state, stateFamily } = cacheLocation(contentDir, outDir, flagsKey({ includeInternal }), request.cacheDir);
  // Not the output folder itself: the output holds only the way from it to the code (source maps).
  const toCode = path.relative(outDir, PROJECT_ROOT);
  const key = JSON.stringify([
    request.code,
    assetsStamp(),
    contentDir,
    toCode,
    request.set,
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
