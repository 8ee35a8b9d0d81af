import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { STAGE_ORDER, STAGE_STEP } from '../../../../cli/pipeline/driver/stages';
import { REPO_ROOT, scratchSite, type ScratchSite } from '../../../support/fixtures';

/** The stage folders in the order docs/architecture.md's table lists them. */
function documentedOrder(): string[] {
  const text = readFileSync(path.join(REPO_ROOT, 'docs/architecture.md'), 'utf8');
  const table = text.slice(text.indexOf('The stages run in this order'), text.indexOf('`markdown/` is the library'));
  return [...table.matchAll(/^\| `([a-z]+)\/` \|/gm)].map((m) => m[1]!);
}

/** The stages in the order the import rules keep them (.dependency-cruiser.cjs). */
function ruledOrder(): string[] {
  const text = readFileSync(path.join(REPO_ROOT, '.dependency-cruiser.cjs'), 'utf8');
  const list = /const PIPELINE_STAGES = \[([^\]]*)\]/.exec(text)![1]!;
  return [...list.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!);
}

describe('the stages run in the order the docs and the import rules give', () => {
  let site: ScratchSite;
  beforeAll(async () => {
    site = await scratchSite();
  });
  afterAll(() => site.remove());

  it('docs/architecture.md and .dependency-cruiser.cjs list the driver’s order', () => {
    expect(documentedOrder()).toEqual([...STAGE_ORDER]);
    expect(ruledOrder()).toEqual([...STAGE_ORDER]);
  });

  it('a real build first waits on each stage in that order', async () => {
    const steps: string[] = [];
    await buildSite({
      contentDir: site.content,
      outDir: site.out,
      cache: false,
      onProgress: ({ step }) => steps.push(step),
    });
    const stageOf = new Map(Object.entries(STAGE_STEP).map(([stage, step]) => [step, stage]));
    const firstWaits = [...new Set(steps.flatMap((step) => (stageOf.has(step) ? [stageOf.get(step)!] : [])))];
    expect(firstWaits).toEqual([...STAGE_ORDER]);
  });
});
