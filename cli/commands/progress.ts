import type { BuildProgress } from '../pipeline/driver';

/** Builds shorter than this never show a progress line. */
const SHOW_AFTER_MS = 1000;

/**
 * A one-line progress display on a TTY ("Rendering pages 1,200 of 4,025"), shown only once a
 * build has run for a second and cleared before the summary; nothing at all without a TTY.
 */
export function createProgress(stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let last = '';
  let shown = false;
  return {
    update(progress: BuildProgress): void {
      if (!stream.isTTY || Date.now() - started < SHOW_AFTER_MS) {
        last = describe(progress);
        return;
      }
      last = describe(progress);
      shown = true;
      stream.write(`\r\x1b[2K${last}`);
    },
    done(): void {
      if (shown) stream.write('\r\x1b[2K');
    },
    get current(): string {
      return last;
    },
  };
}

function describe(progress: BuildProgress): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return progress.total ? `${progress.step} ${n(progress.done ?? 0)} of ${n(progress.total)}` : `${progress.step}…`;
}
