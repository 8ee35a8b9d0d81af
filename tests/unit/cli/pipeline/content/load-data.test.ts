import { mkdir, rm } from 'node:fs/promises';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadData } from '../../../../../cli/pipeline/content/load-data';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

const schemas = {
  testimonials: z.array(z.strictObject({ name: z.string(), rating: z.number().min(1).max(5) })),
};

describe('loadData', () => {
  let site: ScratchSite;
  beforeEach(async () => {
    site = await scratchSite();
    // Only the data sets of these tests: the fixture's own would be unknown to `schemas`.
    await rm(`${site.content}/data`, { recursive: true });
    await mkdir(`${site.content}/data`);
  });
  afterEach(() => site.remove());

  it('validates each data set with the schema registered under its file name', async () => {
    await site.write('data/testimonials.yaml', '- { name: Ana, rating: 5 }\n- { name: Bo, rating: 4 }\n');
    const result = await loadData(site.content, schemas);
    expect(result.problems).toEqual([]);
    expect(result.data.testimonials).toEqual([
      { name: 'Ana', rating: 5 },
      { name: 'Bo', rating: 4 },
    ]);
    expect(result.files.testimonials).toMatch(/content\/data\/testimonials\.yaml$/);
  });

  it('names the line and field of an invalid entry', async () => {
    await site.write('data/testimonials.yaml', '- { name: Ana, rating: 5 }\n- name: Bo\n  rating: 9\n');
    const { problems } = await loadData(site.content, schemas);
    expect(problems).toEqual([expect.objectContaining({ line: 3, field: '[1].rating' })]);
  });

  it('reports an unknown data set and a missing one', async () => {
    await site.write('data/testimonals.yaml', '[]\n');
    const messages = (await loadData(site.content, schemas)).problems.map(
      (p) => `${p.file.split('/').pop()} ${p.message}`,
    );
    expect(messages).toEqual(['testimonals.yaml is not a known data set', 'testimonials.yaml is missing']);
  });
});
