import { emptyState, readStateOrSibling, writeState, type BuildState } from '../../cache/build-state';
import type { CacheLocation } from '../../cache/cache-location';
import type { BuildOptions } from './types';
import { nextState, type StateMade } from './next-state';
import type { StepTimer } from './step-timer';
import type { StagesRun } from './run-stages';

/** How a builder uses the cache state: whether it reads one, whether it builds in place, who writes it. */
export type StateOptions = Pick<BuildOptions, 'cache' | 'fromCache'> & { inPlace?: boolean; persistState?: boolean };

/**
 * The cache state a builder's builds start from and leave for the next: read once per builder
 * (this folder's, else a sibling folder's), replaced after each build, written only when it changed.
 */
export class StateKeeper {
  private state: BuildState | undefined;
  /** The state as it is on disk (read, or last written): `save` writes only another. */
  private saved: BuildState | undefined;
  /** Whether `state` is of a build into this very folder (else another folder's, or none). */
  private ownState = false;

  constructor(
    private readonly location: CacheLocation,
    private readonly options: StateOptions,
  ) {}

  /** The state the next build starts from; none with --no-cache or before `read`. */
  get current(): BuildState | undefined {
    return this.state;
  }

  /** Whether the current state is of a build into this very folder. */
  get own(): boolean {
    return this.ownState;
  }

  /** The state the build starts from, once per builder: none with --no-cache, an empty one for a full build. */
  async read(timer: StepTimer): Promise<void> {
    if (this.options.cache === false || this.state) return;
    if (this.options.fromCache === false) {
      this.state = emptyState();
      return;
    }
    const { state, stateFamily } = this.location;
    const read = await timer.time('read cache state', () => readStateOrSibling(state, stateFamily));
    this.state = read.state;
    this.ownState = read.own;
    if (read.own) this.saved = read.state;
  }

  /** The state after a build that started from `state`, kept for the next one (written unless nothing changed). */
  async keep(state: BuildState, built: StagesRun, made: StateMade): Promise<void> {
    const previous = this.ownState ? state : undefined;
    this.state = await nextState(previous, built, made, {
      inPlace: this.options.inPlace ?? false,
      objectsDir: this.location.objects,
    });
    this.ownState = true;
    if (this.options.persistState !== false && this.state !== this.saved)
      await made.timer.time('write cache state', () => this.save());
  }

  /** Writes what the next build (in any process) may reuse; `persistState: false` leaves the moment to the caller. */
  async save(): Promise<void> {
    if (!this.state || this.state === this.saved) return;
    await writeState(this.location.state, this.state);
    this.saved = this.state;
  }
}
