import { median } from './measure';
import type { RealSiteRow } from './real-site';
import type { BenchRow, ColdTurn } from './run-bench';

const s = (n: number) => `${n.toFixed(2)} s`;
const mb = (n: number | undefined) => (n === undefined ? 'n/a' : `${Math.round(n)} MB`);
const ms = (n: number | undefined) => (n === undefined ? 'n/a' : `${Math.round(n)} ms`);
const ratio = (a: number, b: number | undefined) => (b ? `${(a / b).toFixed(2)}x` : '');

/** The real site's line, then one table: our cold, repeat and one-change builds, memory, edit to browser, Eleventy beside them, the ratios. */
export function formatBench(real: RealSiteRow, rows: readonly BenchRow[], runs: number): string {
  const head = [
    'pages',
    'cold',
    'Markdown alone',
    'repeat',
    'one post changed',
    'new folder',
    'floor',
    'peak memory',
    'edit to browser',
    'Eleventy',
    'Eleventy memory',
    'cold/11ty',
    'Markdown alone/11ty',
    'repeat/11ty',
    'changed/11ty',
    'new folder/11ty',
    'memory/11ty',
    'repeat/floor',
  ];
  const body = rows.map((r) => [
    String(r.pages),
    s(r.cold),
    `${s(r.markdownAlone.satteri)} Sätteri, ${s(r.markdownAlone.remark)} remark (${r.threads} threads)`,
    s(r.warm),
    s(r.oneChanged),
    s(r.newFolder),
    s(r.floor),
    mb(r.peakMb),
    ms(r.editMs),
    r.eleventy === undefined ? '' : s(r.eleventy),
    r.eleventy === undefined ? '' : mb(r.eleventyPeakMb),
    r.coldTurns?.length ? `${median(r.coldTurns.map(turnRatio)).toFixed(2)}x` : ratio(r.cold, r.eleventy),
    ratio(r.markdownAlone.satteri, r.eleventy),
    ratio(r.warm, r.eleventy),
    ratio(r.oneChanged, r.eleventy),
    ratio(r.newFolder, r.eleventy),
    r.peakMb !== undefined && r.eleventyPeakMb ? ratio(r.peakMb, r.eleventyPeakMb) : '',
    ratio(r.warm, r.floor),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const scaling =
    rows.length > 1
      ? rows
          .slice(1)
          .map(
            (r, i) =>
              `${r.pages}/${rows[i]!.pages} pages costs ${(r.cold / rows[i]!.cold).toFixed(2)}x the time (cold) and ${r.peakMb && rows[i]!.peakMb ? (r.peakMb / rows[i]!.peakMb!).toFixed(2) : 'n/a'}x the memory`,
          )
      : [];
  return [
    `Real site (content/): empty cache ${s(real.empty)} (every image encoded), cold ${s(real.cold)} (images kept), repeat ${s(real.warm)}, edit to browser under site dev ${ms(real.editMs)}.`,
    "Corpora: cold = an empty cache but for the real content's encoded images (Eleventy encodes none).",
    `Wall time, median of ${runs} whole-process runs (GNU time); peak memory = largest resident set of any run; floor = starting Node and statting every file of the content folder.`,
    "cold/11ty = the median of each turn's ratio: both cold builds of a turn run one after the other, in the same state of the file system (who goes first alternates).",
    "Markdown alone = every post's body through the site's Markdown pipeline on the build's render threads, nothing else, timed once the threads are loaded: no cold build can go below it.",
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
    ...scaling,
    ...rows.flatMap((r) => (r.coldTurns?.length ? [turnsLine(r.pages, r.coldTurns)] : [])),
  ].join('\n');
}

const turnRatio = (turn: ColdTurn) => turn.ours.wallS / turn.eleventy.wallS;
const system = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(1)} s`);

/** The cold builds turn by turn: the ratio, who went first, and each side's system time (the file system's share). */
function turnsLine(pages: number, turns: readonly ColdTurn[]): string {
  const each = turns.map(
    (t) =>
      `${turnRatio(t).toFixed(2)}x (${t.oursFirst ? 'ours' : 'Eleventy'} first; system ${system(t.ours.systemS)} against ${system(t.eleventy.systemS)})`,
  );
  return `${pages} pages, cold/11ty turn by turn (the table shows their median): ${each.join(', ')}`;
}
