import type { Root } from 'mdast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { expect } from 'vitest';
import { createProcessor } from '../../cli/pipeline/markdown/processor';
import {
  createMarkdownRenderer,
  type BodyOptions,
  type MarkdownResult,
  type MarkdownSettings,
} from '../../cli/pipeline/markdown/render-markdown';
import { loadSatteri } from '../../cli/pipeline/markdown/satteri-binding';
import { satteriParse } from '../../cli/pipeline/markdown/satteri-parse';
import { parsesWithSatteri } from '../../cli/pipeline/markdown/syntax-plugins';

/**
 * Rendering the same bodies through both of the Markdown processor's parsers (remark-parse and
 * Sätteri) and saying, readably, where their results or trees part: the input's label, its text,
 * and the first place each differs.
 */

/** The processor's parsers; remark is the reference the other must match. */
export const PARSERS = ['remark', 'satteri'] as const;

/** The settings of both renderers, the parser aside. */
export type SharedSettings = Omit<MarkdownSettings, 'parser' | 'parserReason'>;

/** A body to render, named so that a divergence says which (a CommonMark or GFM example's number, a page's file). */
export interface BodyInput {
  label: string;
  body: string;
  options?: BodyOptions;
}

/** The site's address in every test that renders bodies without the real site's settings. */
export const TEST_SITE = 'https://chinookdigital.example';

/** How much of a long text a report shows. */
const SHOWN = 300;
const clip = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);

/** JSON with object keys sorted and undefined left out: two values are equal when this is. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, (inner as Record<string, unknown>)[key]]),
        )
      : inner,
  );
}

/**
 * The first place two JSON-like values differ, as a path and both values
 * (`children[1].position.start.column: 3 / 7`), or undefined when they are equal.
 */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (canonicalJson(a) === canonicalJson(b)) return undefined;
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object';
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b)) {
    return `${path || '(whole)'}: ${clip(canonicalJson(a) ?? 'undefined')} / ${clip(canonicalJson(b) ?? 'undefined')}`;
  }
  if (isPlace(a) && isPlace(b)) return `${path}: ${place(a)} / ${place(b)}`;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) {
    return `${path}.length: ${a.length} / ${b.length}; ${summary(a)} / ${summary(b)}`;
  }
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  for (const key of keys) {
    const at = Array.isArray(a) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = firstDifference(left[key], right[key], at);
    if (found) return found;
  }
  return undefined;
}

/** A list of nodes by their types and places (`text 1:1-1:8, link 1:8-1:31`), else as JSON. */
function summary(items: readonly unknown[]): string {
  const nodes = items.every((item) => item && typeof item === 'object' && 'type' in item);
  if (!nodes) return clip(canonicalJson(items));
  return `[${(items as { type: string; position?: { start: Place; end: Place } }[])
    .map(({ type, position }) => `${type}${position ? ` ${place(position.start)}-${place(position.end)}` : ''}`)
    .join(', ')}]`;
}
interface Place {
  line: number;
  column: number;
  offset?: number;
}
const place = ({ line, column, offset }: Place) => `${line}:${column}${offset === undefined ? '' : `(${offset})`}`;
const isPlace = (value: unknown): value is Place =>
  typeof value === 'object' && value !== null && 'line' in value && 'column' in value;

/** One line per difference: the input, then what differs, remark's value first. */
export const describeDivergence = (input: BodyInput, differences: readonly string[]) =>
  `${input.label} ${clip(JSON.stringify(input.body))}\n    ${differences.join('\n    ')}`;

/** Sätteri's parser; throws when it did not load (the processor would then quietly use remark, and compare remark with itself). */
async function requireSatteri() {
  const binding = await loadSatteri();
  if ('error' in binding) throw new Error(`Sätteri did not load (${binding.error}): nothing to compare`);
  return binding.parse;
}

/** A test's message for what differs: each input with remark's value, then Sätteri's. */
export const divergenceReport = (divergences: readonly string[]) =>
  `${divergences.length} input(s) differ (remark / Sätteri):\n${divergences.join('\n')}\n`;

/**
 * Both renderers, with the same settings but the parser. Renderers share a processor per settings
 * within a thread: the reason named here keeps these apart from one another test made while
 * Sätteri was switched off (SITE_SATTERI_UNAVAILABLE), which parses with remark.
 */
export async function rendererPair(settings: SharedSettings) {
  await requireSatteri();
  const parserReason = 'compared with the other parser (tests/support/parser-pair.ts)';
  const [remark, satteri] = await Promise.all(
    PARSERS.map((parser) => createMarkdownRenderer({ ...settings, parser, parserReason })),
  );
  return { remark: remark!, satteri: satteri! };
}

/**
 * Every input whose results differ between the parsers, in any field of MarkdownResult (HTML,
 * the eager variant, outline, sections, content problems with their lines and hints, images
 * with their lines, links, priced prose, the plugins that changed it), each field named.
 */
export async function resultDivergences(settings: SharedSettings, inputs: readonly BodyInput[]): Promise<string[]> {
  const { remark, satteri } = await rendererPair(settings);
  const divergences: string[] = [];
  for (const input of inputs) {
    const expected = await remark.render(input.body, input.options);
    const actual = await satteri.render(input.body, input.options);
    const differences = resultFields(expected, actual).flatMap((field) => {
      const found = firstDifference(expected[field], actual[field], field);
      return found ? [found] : [];
    });
    if (differences.length) divergences.push(describeDivergence(input, differences));
  }
  return divergences;
}

/** The fields either result has: a field only one of them has differs too. */
const resultFields = (a: MarkdownResult, b: MarkdownResult) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].sort() as (keyof MarkdownResult)[];

/**
 * Every input whose tree differs between the parsers: the tree each processor's parser gives
 * (Sätteri's after the site's normalisation, satteri-trees.ts), positions included.
 */
export async function treeDivergences(settings: SharedSettings, inputs: readonly BodyInput[]): Promise<string[]> {
  await requireSatteri();
  const [remark, satteriProcessor] = await Promise.all(
    PARSERS.map((parser) => createProcessor({ ...settings, parser })),
  );
  if (!parsesWithSatteri(satteriProcessor!)) throw new Error('the processor asked for Sätteri parses with remark');
  const divergences: string[] = [];
  for (const input of inputs) {
    const found = firstDifference(
      remark!.parse(new VFile(input.body)),
      satteriProcessor!.parse(new VFile(input.body)),
      'tree',
    );
    if (found) divergences.push(describeDivergence(input, [found]));
  }
  return divergences;
}

/**
 * How many of the bodies Sätteri's own tree is used for, not handed to remark (satteri-parse.ts
 * gives remark the few bodies whose tree remark makes in a way Sätteri cannot match): a test
 * that compares mostly remark with remark proves little.
 */
export async function parsedBySatteri(bodies: readonly string[]): Promise<number> {
  const parse = await requireSatteri();
  let made: unknown;
  const recording: typeof parse = (...args) => (made = parse(...args));
  const processor = unified().use(satteriParse, recording).freeze();
  return bodies.filter((body) => (processor.parse(new VFile(body)) as Root) === made).length;
}

/** What differs between the parsers for these inputs: their results (resultDivergences), then their trees (treeDivergences). */
export async function allDivergences(settings: SharedSettings, inputs: readonly BodyInput[]): Promise<string[]> {
  return [...(await resultDivergences(settings, inputs)), ...(await treeDivergences(settings, inputs))];
}

/**
 * Asserts that neither the results nor the trees of these inputs differ, listing each that does;
 * softly, so that a test's other sets of inputs are compared and reported too.
 */
export async function expectSameOutput(settings: SharedSettings, inputs: readonly BodyInput[]): Promise<void> {
  const found = await allDivergences(settings, inputs);
  expect.soft(found.length, divergenceReport(found)).toBe(0);
}
