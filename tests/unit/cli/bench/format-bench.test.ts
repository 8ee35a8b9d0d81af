import { describe, expect, it } from 'vitest';
import { formatBench } from '../../../../cli/bench/format-bench';
import type { BenchRow, ColdTurn } from '../../../../cli/bench/run-bench';

const turn = (ours: number, eleventy: number, oursFirst: boolean, system: [number, number]): ColdTurn => ({
  ours: { wallS: ours, systemS: system[0], stdout: '' },
  eleventy: { wallS: eleventy, systemS: system[1], stdout: '' },
  oursFirst,
});

/** Three turns where the machine slowed down, then sped up: the medians of each side come from different turns. */
const TURNS = [turn(8, 4, true, [1.5, 0.6]), turn(12, 9, false, [4.2, 3.9]), turn(9, 5, true, [2, 0.9])];

const row: BenchRow = {
  pages: 4000,
  cold: 9,
  markdownAlone: { satteri: 1.8, remark: 13.6 },
  threads: 2,
  warm: 0.25,
  oneChanged: 0.6,
  newFolder: 0.6,
  floor: 0.1,
  peakMb: 460,
  eleventy: 5,
  eleventyPeakMb: 340,
  coldTurns: TURNS,
};

describe('the bench table', () => {
  it("gives cold/11ty as the median of each turn's ratio, not the ratio of the medians", () => {
    const text = formatBench({ empty: 15, cold: 1.7, warm: 0.14 }, [row], 3);
    const [head, , cells] = text.split('\n').filter((l) => l.startsWith('|'));
    const column = head!.split('|').findIndex((c) => c.trim() === 'cold/11ty');
    // Per turn: 2.00x, 1.33x, 1.80x; their median is 1.80x. The medians' ratio (9 s / 5 s) would also be 1.80x here,
    // so the turns are chosen to differ: see the next case.
    expect(cells!.split('|')[column]!.trim()).toBe('1.80x');
  });

  it('pairs the two builds of one turn: a turn slow for both does not count as slow for one', () => {
    const slowTurns = [turn(8, 4, true, [1, 1]), turn(12, 9, false, [4, 4]), turn(8.5, 4.2, true, [1, 1])];
    const text = formatBench(
      { empty: 15, cold: 1.7, warm: 0.14 },
      [{ ...row, cold: 8.5, eleventy: 4.2, coldTurns: slowTurns }],
      3,
    );
    const [head, , cells] = text.split('\n').filter((l) => l.startsWith('|'));
    const column = head!.split('|').findIndex((c) => c.trim() === 'cold/11ty');
    // Per turn 2.00x, 1.33x, 2.02x: median 2.00x (the medians' ratio, 8.5/4.2, is 2.02x).
    expect(cells!.split('|')[column]!.trim()).toBe('2.00x');
  });

  it('lists each turn with who went first and both sides’ system time', () => {
    const text = formatBench({ empty: 15, cold: 1.7, warm: 0.14 }, [row], 3);
    expect(text).toContain(
      '4000 pages, cold/11ty turn by turn (the table shows their median): 2.00x (ours first; system 1.5 s against 0.6 s), 1.33x (Eleventy first; system 4.2 s against 3.9 s), 1.80x (ours first; system 2.0 s against 0.9 s)',
    );
  });
});
