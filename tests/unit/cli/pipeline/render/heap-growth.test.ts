import { setFlagsFromString } from 'node:v8';
import { describe, expect, it, vi } from 'vitest';
import { HEAP_GROWING_PERCENT, RenderPool } from '../../../../../cli/pipeline/render/render-pool';

vi.mock('node:v8', async (original) => ({
  ...(await original<typeof import('node:v8')>()),
  setFlagsFromString: vi.fn(),
}));
vi.mock('piscina', () => ({
  Piscina: class {
    destroy = async () => undefined;
  },
}));

describe('render threads and heap growth', () => {
  it('caps how far the heaps grow before the threads start', async () => {
    const pool = new RenderPool(2);
    expect(setFlagsFromString).not.toHaveBeenCalled();
    pool.start(4000);
    expect(setFlagsFromString).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(HEAP_GROWING_PERCENT).toBeGreaterThan(0);
    await pool.close();
  });
});
