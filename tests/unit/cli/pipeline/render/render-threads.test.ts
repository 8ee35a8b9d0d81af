import { describe, expect, it } from 'vitest';
import { BATCH, MAIN_MB, THREAD_MB, renderThreads } from '../../../../../cli/pipeline/render/render-pool';

const plenty = 64 * 1024;

describe('renderThreads', () => {
  it('takes one thread per core when the pages and the memory allow it', () => {
    expect(renderThreads(4000, { cores: 2, freeMb: plenty })).toBe(2);
    expect(renderThreads(4000, { cores: 8, freeMb: plenty })).toBe(8);
  });

  it('starts no more threads than the free memory holds beside the main thread', () => {
    expect(renderThreads(4000, { cores: 8, freeMb: MAIN_MB + 3 * THREAD_MB })).toBe(3);
    expect(renderThreads(4000, { cores: 8, freeMb: MAIN_MB + 3 * THREAD_MB - 1 })).toBe(2);
  });

  it('starts no more threads than keep each busy for two batches', () => {
    expect(renderThreads(4 * BATCH, { cores: 16, freeMb: plenty })).toBe(2);
    expect(renderThreads(4 * BATCH + 1, { cores: 16, freeMb: plenty })).toBe(3);
  });

  it('always renders with at least one thread', () => {
    expect(renderThreads(4000, { cores: 4, freeMb: 100 })).toBe(1);
    expect(renderThreads(1, { cores: 4, freeMb: plenty })).toBe(1);
  });
});
