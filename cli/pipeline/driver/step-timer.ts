/** How long each step of a build took, for the summary's slowest steps and for profiling. */
export class StepTimer {
  readonly steps: { name: string; ms: number }[] = [];

  constructor(private readonly onStep?: (name: string) => void) {}

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.onStep?.(name);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.steps.push({ name, ms: performance.now() - started });
    }
  }

  /** The slowest steps first. */
  slowest(count = 3): { name: string; ms: number }[] {
    return [...this.steps].sort((a, b) => b.ms - a.ms).slice(0, count);
  }
}
