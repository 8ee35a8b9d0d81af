import { UsageError } from '../errors';
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
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      if (!isRecord(next)) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    target[last] = convert(value, target[last]);
  }
  return result;
}

function convert(value: string, previous: unknown): unknown {
  if (typeof previous === 'number' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (typeof previous === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
