import type { z } from 'zod';
import type { Problem } from '../errors';
import { nearestId } from '../kit/nearest';
import { knownFields } from './known-fields';
import type { FieldPath } from './yaml-source';

/** Error messages that tell a content editor what the field needs, not what zod saw. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `is required (expected ${expectedName(issue.expected)})`
        : `expected ${expectedName(issue.expected)}, got ${describe(issue.input)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describe(issue.input)}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(
        issue.exact ? 'exact' : issue.code,
        issue.origin,
        Number(issue.code === 'too_small' ? issue.minimum : issue.maximum),
        issue.input,
      );
    case 'invalid_format':
      return `is not a valid ${issue.format === 'url' ? 'URL' : issue.format}: got ${describe(issue.input)}`;
    default:
      return undefined;
  }
};

/** How long a text or list is, or what a number is, against its bound: the editor sees what to change. */
function sizeMessage(
  kind: 'too_small' | 'too_big' | 'exact',
  origin: string,
  bound: number,
  input: unknown,
): string | undefined {
  const needs = `it needs ${{ too_small: 'at least', too_big: 'at most', exact: 'exactly' }[kind]} ${bound}`;
  if (origin === 'string' && typeof input === 'string') return `is ${input.length} characters long; ${needs}`;
  if (origin === 'array' && Array.isArray(input))
    return `has ${input.length} ${input.length === 1 ? 'item' : 'items'}; ${needs}`;
  if (origin === 'number' && typeof input === 'number')
    return `is ${input}; ${needs.replace('it needs', 'it must be')}`;
  return undefined;
}

/** What to do about an issue zod found, by its kind (the message says what is wrong). */
function hintFor(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    const how = issue.exact ? 'exactly' : issue.code === 'too_small' ? 'at least' : 'at most';
    if (issue.origin === 'string') return `Write ${how} ${bound} characters.`;
    if (issue.origin === 'array') return `List ${how} ${bound}.`;
    return `Use ${how === 'exactly' ? '' : `${how} `}${bound}.`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'url')
    return 'Write the whole address, starting with https://.';
  return undefined;
}

/** `items[3].category` */
export function formatPath(path: FieldPath): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/**
 * One Problem per zod issue, each with the line of the field it concerns. With the schema, an
 * unknown field close to a known one (`categroy`) says "did you mean `category`?", and the
 * "is required" of that known field, a consequence of the same typo, is left out.
 */
export function zodProblems(
  error: z.ZodError,
  file: string,
  lineOf: (path: FieldPath) => number | undefined,
  schema?: z.core.$ZodType,
): Problem[] {
  const missing = new Set(
    error.issues
      .filter((issue) => issue.code === 'invalid_type' && issue.input === undefined)
      .map((issue) => formatPath(issue.path as PropertyKey[])),
  );
  const explained = new Set<string>();
  const unknown = error.issues.flatMap((issue) => {
    if (issue.code !== 'unrecognized_keys') return [];
    const path = issue.path as PropertyKey[];
    const known = schema ? knownFields(schema, path) : [];
    return issue.keys.map((key) => {
      const near = nearestId(key, known);
      if (near && missing.has(formatPath([...path, near]))) explained.add(formatPath([...path, near]));
      return {
        file,
        line: lineOf([...path, key]),
        field: formatPath([...path, key]),
        message: near ? `is not a known field: did you mean \`${near}\`?` : 'is not a known field',
        hint: near ? `Rename it to ${near}.` : 'Remove it or correct its spelling.',
      };
    });
  });
  const others = error.issues.flatMap((issue) => {
    const path = issue.path as PropertyKey[];
    if (issue.code === 'unrecognized_keys' || explained.has(formatPath(path))) return [];
    const problem: Problem = { file, line: lineOf(path), message: issue.message };
    if (path.length) problem.field = formatPath(path);
    const hint = hintFor(issue);
    if (hint) problem.hint = hint;
    return [problem];
  });
  return [...unknown, ...others];
}

function expectedName(expected: string): string {
  return expected === 'int' ? 'whole number' : expected;
}

function describe(input: unknown): string {
  if (input === null) return 'an empty value';
  if (typeof input === 'number' && Number.isNaN(input)) return '.nan (not a number)';
  if (typeof input === 'number' && !Number.isFinite(input)) return 'a number too large to store';
  if (Array.isArray(input)) return 'a list';
  if (input instanceof Date) return 'a date';
  if (typeof input === 'string') return `"${input.length > 40 ? `${input.slice(0, 40)}...` : input}"`;
  if (typeof input === 'object') return 'a mapping';
  return `${typeof input} ${String(input)}`;
}
