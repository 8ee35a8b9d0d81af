import type { z } from 'zod';

type Schema = z.core.$ZodType;
/** The parts of zod's definitions that hold other schemas (zod 4's `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  options?: readonly Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
}

const MAX_DEPTH = 20;

/**
 * The field names a schema allows at `path` inside the data (`['items', 3]` -> the fields of an
 * item), for "did you mean": through optional, default, pipe, array, union and intersection
 * schemas. Empty where the schema takes any key (a record) or the path leads nowhere.
 */
export function knownFields(schema: Schema, path: readonly PropertyKey[]): string[] {
  return [...new Set(fieldsAt(schema, path, 0))].sort();
}

function fieldsAt(schema: Schema, path: readonly PropertyKey[], depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  const def = schema._zod.def as unknown as Def;
  const next = (inner: Schema | undefined, rest = path) => (inner ? fieldsAt(inner, rest, depth + 1) : []);
  switch (def.type) {
    case 'object': {
      if (!path.length) return Object.keys(def.shape ?? {});
      return next(def.shape?.[String(path[0])], path.slice(1));
    }
    case 'array':
      return path.length ? next(def.element, path.slice(1)) : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next(def.getter?.());
    case 'union':
      return (def.options ?? []).flatMap((option) => next(option));
    case 'intersection':
      return [...next(def.left), ...next(def.right)];
    default:
      return [];
  }
}
