import { sameState, STATE_VERSION, type BuildState } from '../../cache/build-state';
import type { StepTimer } from './step-timer';
import { storeContext } from './stored-context';
import type { FrontMatterCache } from '../content';
import type { StagesRun } from './run-stages';

/** What a build made besides its output that its state keeps. */
export interface StateMade {
  frontMatter: FrontMatterCache | undefined;
  schema: Promise<string> | undefined;
  nextBundles: BuildState['bundles'];
  timer: StepTimer;
}

/**
 * The cache state after a build: every page's record, the Markdown rendered, the front matter
 * validated, the bundles and the files written. The previous state itself when nothing changed,
 * so that a build that changed nothing writes nothing.
 */
export async function nextState(
  previous: BuildState | undefined,
  built: StagesRun,
  made: StateMade,
  where: { inPlace: boolean; objectsDir: string },
): Promise<BuildState> {
  const { frontMatter, schema } = made;
  const next: BuildState = {
    version: STATE_VERSION,
    pages: Object.fromEntries(built.written.records),
    markdown: built.written.markdown,
    sources: frontMatter?.next ?? {},
    passed: [...(frontMatter?.nextPassed ?? [])].sort(),
    ...(schema ? { schema: await schema } : {}),
    bundles: made.nextBundles,
    output: built.result.files.map((f) => f.path).sort(),
    // What a build of edited bodies renders with (see driver/edited-bodies/from-cache.ts); not for site dev's folder.
    ...(where.inPlace ? {} : { context: storeContext(where.objectsDir, built.context) }),
  };
  return previous !== undefined && sameState(previous, next) ? previous : next;
}
