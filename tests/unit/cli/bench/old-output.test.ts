import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oldOutputRemoved } from '../../../../cli/bench/old-output';

describe('the benchmark, between measured runs', () => {
  it('waits until the output a build replaced is deleted, and not when there is none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-'));
    try {
      const out = path.join(dir, 'dist');
      await mkdir(out);
      let waited = performance.now();
      await oldOutputRemoved(out);
      expect(performance.now() - waited).toBeLessThan(100);

      const old = path.join(dir, 'dist.old-123-abc');
      await mkdir(path.join(old, 'articles'), { recursive: true });
      waited = performance.now();
      setTimeout(() => void rm(old, { recursive: true }), 300);
      await oldOutputRemoved(out);
      expect(performance.now() - waited).toBeGreaterThanOrEqual(290);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
