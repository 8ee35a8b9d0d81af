import { UsageError, type Problem } from '../errors';
import { isRecord } from './is-record';

/** One `--set key.path=value` flag. */
export interface Override {
  path: string[];
  value: string;
}

/** Parses `--set` flags; a malformed one is a usage error (exit 2). */
export function parseOverrides(flags: readonly string[]): Override[] {
  return flags.map((flag) => {
    const eq = flag.indexOf('=');
    const key = eq > 0 ? flag.slice(0, eq) : '';
    if (!/^[A-Za-z][\w-]*(\.[A-Za-z][\w-]*)*$/.test(key)) {
      throw new UsageError(`--set ${flag}: expected key=value, such as --set forms.lead=https://example.com/f`);
    }
    return { path: key.split('.'), value: flag.slice(eq + 1) };
  });
}

/**
 * Writes the overrides into the raw config before validation, so a mistyped key is
 * reported like any other unknown field. Values are strings; numbers and booleans are
 * converted when the key already holds one.
 */
export function applyOverrides(raw: Record<string, unknown>, overrides: readonly Override[]): Record<string, unknown> {
  const result = structuredClone(raw);
  for (const { path, value } of overrides) {
    let target: Record<string, unknown> = result;
    // Own fields only: `constructor` or `toString` is a field a flag adds, never the object's method.
    const own = (key: string) => (Object.hasOwn(target, key) ? target[key] : undefined);
    for (const key of path.slice(0, -1)) {
      const next = own(key);
      if (!isRecord(next)) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    target[last] = convert(value, own(last));
  }
  return result;
}

function convert(value: string, previous: unknown): unknown {
  if (typeof previous === 'number' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (typeof previous === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Names the --set flag, not site.yaml, as the source of a problem it caused: in a field the flag
 * set, inside one (`allowedOrigins[0]` of a list), or in one it made on its way that site.yaml
 * lacks (`constructor` of `--set constructor.x=1`, which was blamed on site.yaml's first line).
 * An unknown key is told the keys there are, from `knownAt` (the fields the schema has at a path).
 */
export function blameOverrides(
  problems: readonly Problem[],
  overrides: readonly Override[],
  raw: Record<string, unknown>,
  knownAt: (path: readonly string[]) => string[],
): Problem[] {
  const keys = overrides.map((o) => o.path.join('.'));
  const fromFlag = (field: string) =>
    keys.some(
      (key) =>
        field === key ||
        field.startsWith(`${key}[`) ||
        field.startsWith(`${key}.`) ||
        (key.startsWith(`${field}.`) && !holds(raw, field.split('.'))),
    );
  const seen = new Set<string>();
  return problems.flatMap((problem) => {
    if (!problem.field || !fromFlag(problem.field)) return [problem];
    const blamed = { ...problem, file: '--set', line: undefined };
    const list = listFlag(problem.field, overrides);
    if (list) {
      // One problem per item is enough: an item that is no URL is no origin either.
      if (seen.has(problem.field)) return [];
      seen.add(problem.field);
      return [{ ...blamed, hint: listHint(list) }];
    }
    if (problem.message !== 'is not a known field') return [blamed];
    const parent = problem.field.split('.').slice(0, -1);
    const known = knownAt(parent);
    const where = parent.length ? `under ${parent.join('.')}` : 'at its top level';
    return [
      known.length
        ? { ...blamed, hint: `Use a key site.yaml has ${where}: ${known.join(', ')}.` }
        : { ...blamed, hint: `site.yaml has no keys ${where}; remove the flag or correct its key.` },
    ];
  });
}

/** The flag that set a list whose item `field` is (`pagespeed.allowedOrigins[0]`), if one did. */
function listFlag(field: string, overrides: readonly Override[]): Override | undefined {
  return overrides.find((o) => field.startsWith(`${o.path.join('.')}[`));
}

/** How a list is given on the command line: its items separated by commas, without brackets or spaces. */
function listHint({ path, value }: Override): string {
  const items = value
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(',')
    .map((item) => item.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
  const example = `--set ${path.join('.')}=${items.length ? items.join(',') : 'https://a.example,https://b.example'}`;
  const brackets = /^\s*\[/.test(value) ? ' (no brackets: the flag is not YAML)' : '';
  return `A list is given as its items separated by commas${brackets}: ${example}. Each item must itself be valid.`;
}

/** Whether site.yaml itself has the field at `path`. */
function holds(raw: Record<string, unknown>, path: readonly string[]): boolean {
  let value: unknown = raw;
  for (const key of path) {
    if (!isRecord(value) || !Object.hasOwn(value, key)) return false;
    value = value[key];
  }
  return true;
}
