import { mayUseFactDirective, site } from '../../site/index';
import type { FieldPath } from '../../../lib/yaml-source';
import { walkData } from '../../../lib/walk-data';
import { isPlain } from '../plain-data';

export type ReferenceKind = 'person' | 'offer' | 'fact' | 'post';

/** One reference by id in front matter or a data set, with where it is. */
export interface Reference {
  kind: ReferenceKind;
  id: string;
  path: FieldPath;
}

/** A field typed beside a reference that the referenced record already holds (`role:` beside `person:`). */
export interface Retyped {
  kind: 'person' | 'offer';
  id: string;
  field: string;
  value: unknown;
  path: FieldPath;
}

/** A text value that uses a fact directive (`:price[...]`), to resolve. */
export interface DirectiveText {
  value: string;
  path: FieldPath;
}

export interface FoundReferences {
  references: Reference[];
  retyped: Retyped[];
  texts: DirectiveText[];
}

/**
 * Which fields are references: `person`, `offer`, `fact` and `post` hold one id (a post by its
 * route); `people`, `offers`, `facts` and `posts` a list of them. Names are the contract, as
 * `{ src, alt }` is for images: any template's schema can use them.
 */
const SINGLE: Record<string, ReferenceKind> = { person: 'person', offer: 'offer', fact: 'fact', post: 'post' };
const LIST: Record<string, ReferenceKind> = { people: 'person', offers: 'offer', facts: 'fact', posts: 'post' };

/** The fields that name records of `kind`: the one that holds one id, and the one that holds a list of them. */
export function referenceFields(kind: ReferenceKind): { one: string; list: string } {
  const named = (fields: Record<string, ReferenceKind>) => Object.keys(fields).find((field) => fields[field] === kind)!;
  return { one: named(SINGLE), list: named(LIST) };
}

/** Every reference, retyped field and directive text in a page's front matter or a data set. */
export function findReferences(value: unknown): FoundReferences {
  const found: FoundReferences = { references: [], retyped: [], texts: [] };
  if (isPlain(value)) return found;
  walkData(value, {
    text(item, at) {
      if (mayUseFactDirective(item)) found.texts.push({ value: item, path: [...at] });
    },
    record(record, at) {
      const handled: string[] = [];
      for (const [key, child] of Object.entries(record)) {
        const single = SINGLE[key];
        const list = LIST[key];
        if (single && typeof child === 'string') {
          found.references.push({ kind: single, id: child, path: [...at, key] });
          if (single === 'person' || single === 'offer') retypedBeside(record, single, child, found.retyped, at);
          handled.push(key);
        } else if (list && Array.isArray(child) && child.every((entry) => typeof entry === 'string')) {
          child.forEach((id: string, i) => found.references.push({ kind: list, id, path: [...at, key, i] }));
          handled.push(key);
        }
      }
      return handled;
    },
  });
  return found;
}

function retypedBeside(
  record: Record<string, unknown>,
  kind: 'person' | 'offer',
  id: string,
  into: Retyped[],
  at: readonly PropertyKey[],
) {
  // The fields the record holds (its home's `owned`): typed beside the reference, they are a copy.
  const fields = site().facts?.homes[kind].owned ?? [];
  for (const field of fields) {
    if (record[field] !== undefined) into.push({ kind, id, field, value: record[field], path: [...at, field] });
  }
}
