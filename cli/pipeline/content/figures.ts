/** What a figure measures: a share, a count written "N+", an amount of money, a length of time. */
export type FigureKind = 'percent' | 'count' | 'money' | 'duration';

/** A figure as prose writes it ("40-60%", "200+", "$2.1M+", "three to four weeks"), normalised. */
export interface Figure {
  kind: FigureKind;
  /** Lower and upper bound (equal for one number), in the kind's unit: dollars, days for durations. */
  low: number;
  high: number;
  /** The figure as written. */
  text: string;
  /** Where it starts in the text it was found in. */
  index: number;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const DAYS: Readonly<Record<string, number>> = {
  minute: 1 / 1440,
  hour: 1 / 24,
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};
const SCALE: Readonly<Record<string, number>> = { K: 1e3, M: 1e6, B: 1e9 };

const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
const WORD = Object.keys(WORD_NUMBERS)
  .filter((w) => w.length > 2)
  .join('|');
const TO = String.raw`\s*(?:-|–|to)\s*`;
/** Each kind's pattern; the first that matches at a place wins (money before counts, ranges before one number). */
const PATTERNS: readonly [FigureKind, RegExp][] = [
  ['money', new RegExp(String.raw`\$(${NUM})([KMB])?\+?(?:${TO}\$?(${NUM})([KMB])?)?`, 'g')],
  ['percent', new RegExp(String.raw`(?<![\w.$])(${NUM})(?:\s*%)?(?:${TO}(${NUM}))?\s*%`, 'g')],
  [
    'duration',
    new RegExp(
      String.raw`(?<![\w.$])(${NUM}|${WORD})(?:${TO}(${NUM}|${WORD}))?[\s-](minute|hour|day|week|month|year)s?\b`,
      'gi',
    ),
  ],
  ['count', new RegExp(String.raw`(?<![\w.$])(${NUM})\+`, 'g')],
];

const number = (text: string) => WORD_NUMBERS[text.toLowerCase()] ?? Number(text.replace(/,/g, ''));

/**
 * The figures of a sentence, each once, left to right: percentages and ranges of them, counts
 * written with a plus, dollar amounts (K, M, B), and durations in digits or words ("30-day",
 * "three to four weeks"). Plain numbers (years, dates, versions) are not figures.
 */
export function figuresOf(text: string): Figure[] {
  const found: Figure[] = [];
  const taken: [number, number][] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push({ kind, ...bounds(kind, m), text: m[0].trim(), index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function bounds(kind: FigureKind, m: RegExpMatchArray): { low: number; high: number } {
  if (kind === 'money') {
    const low = number(m[1]!) * (SCALE[m[2] ?? ''] ?? 1);
    const high = m[3] ? number(m[3]) * (SCALE[m[4] ?? m[2] ?? ''] ?? 1) : low;
    return { low, high };
  }
  if (kind === 'duration') {
    const unit = DAYS[m[3]!.toLowerCase()]!;
    return { low: number(m[1]!) * unit, high: number(m[2] ?? m[1]!) * unit };
  }
  return { low: number(m[1]!), high: number(m[2] ?? m[1]!) };
}
