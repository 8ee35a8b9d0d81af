import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';

/**
 * YAML 1.2's core schema exactly as `yaml` (the parser that reports problems with their lines)
 * resolves plain scalars: the same patterns, tried in the same order. Quoted scalars stay strings.
 * One type per tag (js-yaml keeps the last of several with one tag).
 */
const scalar = (tag: string, forms: readonly (readonly [RegExp, (text: string) => unknown])[]) =>
  new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string | null) => forms.some(([test]) => test.test(text ?? '')),
    construct: (text: string | null) => forms.find(([test]) => test.test(text ?? ''))![1](text ?? ''),
  });

const CORE = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar('null', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    scalar('bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T']]),
    scalar('int', [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ]),
    scalar('float', [
      [/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity)],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ]),
  ],
});

/** Where a value or a line starts (not inside text like "Tips & tricks!" or "don't"). */
const AT = String.raw`(?:^[ \t]*|[-:?,[{][ \t]*)`;
const DOUBLE = String.raw`"(?:[^"\\\n]|\\.)*`;
const SINGLE = String.raw`'(?:[^'\n]|'')*`;

/**
 * What js-yaml accepts or reads otherwise than `yaml`, and what only `yaml` handles the way the
 * site's rules expect: such text takes the full parser. Found by comparing the two on hundreds of
 * thousands of random documents (tests keep doing so).
 */
const FULL_PARSER_ONLY = [
  // Anchors, aliases (`yaml` limits their expansion), tags, directives, explicit keys, reserved indicators.
  String.raw`${AT}[&*!%@\`?]`,
  // Document markers; tabs before a line's text.
  String.raw`^(?:---|\.\.\.)`,
  String.raw`^ *\t`,
  // Collections as keys; text right after a closing bracket.
  String.raw`[\]}][ \t]*:(?:[ \t]|$)`,
  String.raw`[\]}]#`,
  // Quoted text that goes on to the next line, or with text right after its closing quote.
  String.raw`${AT}(?:${DOUBLE}|${SINGLE})$`,
  String.raw`${AT}(?:${DOUBLE}"|${SINGLE}')[^ \t\n,:\]}]`,
  // Block text's indentation indicators and keep chomping (`|2`, `>+`).
  String.raw`[|>](?:[-+]?[1-9]|[1-9]?\+)`,
].map((source) => new RegExp(source, 'm'));

/** A document whose first line of content is indented (`yaml` is stricter about what follows). */
const INDENTED_START = /^(?:[ \t]*(?:#.*)?\n)*[ \t]+[^\s#]/;

/** A key js-yaml made from a null (`~: x`, `: x`), which `yaml` names "" instead. */
function hasNullKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasNullKey);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => key === 'null' || hasNullKey(child));
}

/**
 * Parses plain front matter about seven times faster than `yaml`, to the same values. Returns
 * undefined when the text is not plain (see FULL_PARSER_ONLY) or does not parse: the caller then
 * parses it with `yaml`, which reports each problem with its line. Tests compare the two.
 */
export function fastYaml(text: string): { data: unknown } | undefined {
  if (INDENTED_START.test(text) || FULL_PARSER_ONLY.some((pattern) => pattern.test(text))) return undefined;
  let data: unknown;
  try {
    // An empty document is null, as `yaml` has it.
    data = load(text, { schema: CORE }) ?? null;
  } catch {
    return undefined;
  }
  return hasNullKey(data) ? undefined : { data };
}
