/**
 * Work started in the background (a bundle made while the content loads) that a caller must not
 * outrun: a build that fails early waits for it, so it never returns while that work still writes.
 */
export class PendingWork {
  private readonly running = new Set<Promise<void>>();

  /** Follows `work` until it settles. Its failure is not handled here: whoever awaits `work` sees it. */
  track(work: Promise<unknown>): void {
    const settled: Promise<void> = work.then(
      () => void this.running.delete(settled),
      () => void this.running.delete(settled),
    );
    this.running.add(settled);
  }

  /** Resolves once everything tracked so far has settled, whether it succeeded or not. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
  }
}
