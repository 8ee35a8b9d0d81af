import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../../../../cli/pipeline/site';
import { workerEnv } from '../../../../cli/preview/worker-env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("the edge worker's variables in site preview and site dev", () => {
  it('are the ones the site declares (edge.env), from this process, set ones only', () => {
    const declared = site().edge?.env ?? [];
    expect(declared.length).toBeGreaterThan(1);
    const [first, second] = declared as [string, string];
    process.env[first] = 'from-the-environment';
    delete process.env[second];
    process.env.UNDECLARED_SECRET = 'never-given';
    expect(workerEnv()).toEqual({ [first]: 'from-the-environment' });
  });
});
