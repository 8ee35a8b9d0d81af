import { describe, expect, it } from 'vitest';
import { PendingWork } from '../../../../cli/lib/pending-work';

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('PendingWork', () => {
  it('settles only after every tracked piece of work, failed ones included', async () => {
    const pending = new PendingWork();
    const finished: string[] = [];
    pending.track(later(30, 'slow').then((v) => finished.push(v)));
    const failing = later(10, 'broken', true);
    pending.track(failing);
    await pending.settled();
    expect(finished).toEqual(['slow']);
    // The failure stays with whoever awaits the work itself.
    await expect(failing).rejects.toThrow('broken');
  });

  it('waits for work tracked while it waits', async () => {
    const pending = new PendingWork();
    const finished: number[] = [];
    pending.track(
      later(10, 1).then((v) => {
        finished.push(v);
        pending.track(later(20, 2).then((w) => finished.push(w)));
      }),
    );
    await pending.settled();
    expect(finished).toEqual([1, 2]);
  });

  it('is settled at once when nothing is tracked', async () => {
    await expect(new PendingWork().settled()).resolves.toBeUndefined();
  });
});
