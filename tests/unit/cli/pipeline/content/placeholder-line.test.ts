import { describe, expect, it } from 'vitest';
import { placeholderLine } from '../../../../../cli/pipeline/content/placeholder-line';

describe('placeholderLine: the first TODO a page to publish still holds', () => {
  it.each([
    ['Intro.\n\n## TODO: heading\n', 3],
    ['TODO: write this.', 1],
    ['Done.\n\nA line with TODO in it.\n', 3],
  ])('finds %j on line %i', (body, line) => {
    expect(placeholderLine(body)).toBe(line);
  });

  it.each([
    'Written.',
    'The word in code: `TODO`, and ``a `TODO` here``.',
    '```\n// TODO: in a fenced block\n```\nDone.',
    '~~~~\nTODO\n~~~\nstill inside\n~~~~\nDone.',
    'TODOS and todo are other words.',
  ])('finds none in %j', (body) => {
    expect(placeholderLine(body)).toBeUndefined();
  });

  it('is linear in the body', () => {
    const started = performance.now();
    placeholderLine(`${'`'.repeat(500_000)}\n${'a'.repeat(1_000_000)} TODO`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
