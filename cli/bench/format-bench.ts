import type { RealSiteRow } from './real-site';
import type { BenchRow } from './run-bench';

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
    ratio(r.cold, r.eleventy),
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
    "Markdown alone = every post's body through the site's Markdown pipeline on the build's render threads, nothing else, timed once the threads are loaded: no cold build can go below it.",
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
    ...scaling,
  ].join('\n');
}
