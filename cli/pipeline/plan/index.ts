/**
 * The plan: how a build runs, decided before anything heavy is loaded.
 *
 * Takes the content folder, the output folder and the options. Compares the content files'
 * stamps with the manifest of the last build into that folder (and its siblings') and decides:
 * nothing changed, link another folder's output, render the edited bodies, or build (using the
 * cache, incrementally, or in full). Commands print the decision with `--verbose`.
 */
export { sameBuildElsewhere, type BuildElsewhere } from './build-elsewhere';
export { checkInputs, type InputCheck } from './check-inputs';
export { recordBuild, stampTree, type BuildSummary } from './manifest';
export { folderCheck, type FolderCheck, type PlanRequest } from './folder-check';
export { planBuild, type BuildPlan, type PlanKind } from './plan-build';
