import { visit, type Document } from 'yaml';

/** The tags of YAML 1.2's core schema: what content may name explicitly (`!!str 010`). */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'seq', 'map'].map((t) => `tag:yaml.org,2002:${t}`));

/** Something in a document that makes it more than plain data, with where it is. */
export interface NotPlain {
  offset: number;
  message: string;
  hint: string;
}

const TAG_HINT =
  'Remove the tag: content is plain data (text, numbers, true or false, lists and mappings), never code or objects.';

/**
 * The first thing that would make content more than text, numbers, booleans, lists and
 * mappings read by YAML 1.2's core schema. A tag the schema does not know (`!!js/function`,
 * `!foo`) was read as plain text without a word, and the YAML 1.1 ones the parser still knows
 * make objects no schema expects (`!!binary` a buffer, `!!set` a set, `!!timestamp` a date);
 * `%YAML 1.1` would read `yes` as true and `010` as eight.
 */
export function notPlainData(doc: Document.Parsed, text: string): NotPlain | undefined {
  if (doc.directives.yaml.version !== '1.2') {
    return {
      offset: Math.max(0, text.search(/^%YAML/m)),
      message: `%YAML ${doc.directives.yaml.version} is not allowed: content is read as YAML 1.2`,
      hint: 'Remove the %YAML line.',
    };
  }
  // Every tag starts with `!`: most files have none, and are not walked.
  if (!text.includes('!')) return undefined;
  let found: NotPlain | undefined;
  visit(doc, {
    Node(_, node) {
      // `!` alone only says "not a plain scalar": the value stays text.
      if (!node.tag || node.tag === '!' || CORE_TAGS.has(node.tag)) return undefined;
      found = { offset: node.range?.[0] ?? 0, message: `the tag ${shortTag(node.tag)} is not allowed`, hint: TAG_HINT };
      return visit.BREAK;
    },
  });
  return found;
}

/** `tag:yaml.org,2002:js/function` -> `!!js/function`, as it is written. */
function shortTag(tag: string): string {
  return tag.startsWith('tag:yaml.org,2002:') ? `!!${tag.slice('tag:yaml.org,2002:'.length)}` : tag;
}
