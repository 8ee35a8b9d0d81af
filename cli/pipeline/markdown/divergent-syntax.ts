import type { Blockquote, Nodes, Root, RootContent, Table } from 'mdast';

/**
 * Where Sätteri and remark (micromark, remark-directive) may read the same text apart: found by
 * comparing their trees on random bodies of Markdown's punctuation, each case cut down to a
 * few characters. None is text a body is likely to hold; a body that holds one goes to remark
 * (satteri-trees.ts). The tests compare both parsers on such bodies.
 */

/** Nodes whose text micromark reads from its start: a block's, a directive's label (a table row for safety: its cells may share one). */
export const READ_FROM_START = new Set(['paragraph', 'heading', 'tableRow', 'textDirective', 'leafDirective']);
/** Nodes whose children micromark reads with the text around them. */
export const READ_WITH_PARENT = new Set(['emphasis', 'strong', 'delete', 'tableCell']);

/** `:`s and a directive's name, as micromark-extension-directive reads one. */
const NAME = /^:+[^\s\p{P}\p{S}][^\s\p{P}\p{S}]*(?:[-_]+[^\s\p{P}\p{S}]+)*[-_]*/u;
/**
 * A closed list of plain attributes. Each name and bare value runs to its end (`(?![\w-])`):
 * else `{aaaa…a:}` could be split into names in every way before failing, twice as many ways
 * for each `a` (40 of them stalled a build). Two attributes written without a blank between
 * (`{#a b=c}` is fine, `{#ab=c}` not) are no plain list.
 */
const PLAIN_ATTRIBUTES =
  /^\{(?:[ \t]*(?:[#.][\w-]+(?![\w-])|[A-Za-z_][\w-]*(?![\w-])(?:=(?:"[^"\n]*"|'[^'\n]*'|[\w-]+(?![\w-])))?))*[ \t]*\}$/;

/**
 * Whether a directive reads plainly: `:`s and a name, then a label (closed, not ending in a
 * blank, without a table cell's `|`) and a closed list of plain attributes (`#id`, `.class`,
 * `key`, `key=value`, `key="value"`), each if any, and nothing else, blanks at the end of its
 * line neither. Puts its attributes in remark's order (orderAttributes).
 */
export function plainDirective(source: string, node: Nodes): boolean {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? start;
  const whole = node.type === 'textDirective' ? source.slice(start, end) : lineAt(source, node);
  const text = whole.trimEnd();
  const name = NAME.exec(text)?.[0];
  if (text !== whole || !name || /[-_]$/.test(name) || text.includes('|')) return false;
  let rest = text.slice(name.length);
  if (rest.startsWith('[')) {
    const close = labelEnd(rest);
    if (close < 0 || /[ \t]$/.test(rest.slice(0, close))) return false;
    rest = rest.slice(close + 1);
  }
  // A tab right after (an emphasis' `_` between too): remark-directive reads it into the name.
  if (node.type === 'textDirective' && /^[-_]*\t/.test(source.slice(end, end + 8))) return false;
  const attributes = 'attributes' in node && node.attributes && !Array.isArray(node.attributes) ? node.attributes : {};
  if (!rest) return !Object.keys(attributes).length;
  return PLAIN_ATTRIBUTES.test(rest) && orderAttributes(attributes, rest);
}

/**
 * Puts a directive's attributes in the order remark gives them, that of their first mention
 * (Sätteri puts `#id` and `.class` apart; the first unknown one is the one reported); false
 * when they are not the ones written.
 */
function orderAttributes(attributes: Record<string, string | null | undefined>, written: string): boolean {
  const names = [...written.matchAll(/[#.][\w-]+|([A-Za-z_][\w-]*)(?:=(?:"[^"]*"|'[^']*'|[\w-]+))?/g)].map(
    ([text, name]) => name ?? (text.startsWith('#') ? 'id' : 'class'),
  );
  const order = [...new Set(names)];
  const keys = Object.keys(attributes);
  if (order.length !== keys.length || !order.every((name) => name in attributes)) return false;
  const values = { ...attributes };
  for (const key of keys) delete attributes[key];
  for (const name of order) attributes[name] = values[name];
  return true;
}

/** Where the label that opens `text` closes (brackets nest, escaped ones do not count), or -1. */
function labelEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '[') depth += 1;
    else if (text[i] === ']' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Whether a text directive is followed at once by `[` or `{`: a label or attributes over lines,
 * which Sätteri leaves text.
 */
export function leftText(directive: Nodes, next: RootContent | undefined): boolean {
  return (
    next?.type === 'text' && next.position?.start.offset === directive.position?.end.offset && /^[[{]/.test(next.value)
  );
}

/** A line that is a container directive's closing fence. */
const CLOSING_FENCE = /^[ \t>]*:{3,}[ \t]*$/gm;
/** A line that opens with `::` and is no closing fence. */
const DIRECTIVE_LINE = /^[ \t>]*::(?!:*[ \t]*$)/gm;

/**
 * Whether each closing fence closes a container directive (one that closes none is text, in
 * remark) and each line that opens with `::` is a directive (one that is not is a paragraph
 * with odd positions, in remark).
 */
export function directivesMatchLines(tree: Root, source: string): boolean {
  if (!source.includes('::')) return true;
  let containers = 0;
  let blocks = 0;
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'containerDirective') containers += 1;
    if (node.type === 'containerDirective' || node.type === 'leafDirective') blocks += 1;
    // One by one: spreading a root of 200,000 directives as arguments would overflow the stack.
    if ('children' in node && node.type !== 'paragraph' && node.type !== 'heading')
      for (const child of node.children) stack.push(child);
  }
  return (
    containers === (source.match(CLOSING_FENCE)?.length ?? 0) && blocks === (source.match(DIRECTIVE_LINE)?.length ?? 0)
  );
}

/** Whether a fenced code block is left open (in a container, Sätteri ends it a line later). */
export function openFence(source: string, code: Nodes): boolean {
  const { start, end } = code.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined || !/[`~]/.test(source[start.offset] ?? ''))
    return false;
  const lastLine = source.slice(source.lastIndexOf('\n', end.offset - 1) + 1, end.offset);
  return end.line === start.line || !/^[ \t>]*(?:`{3,}|~{3,})[ \t]*$/.test(lastLine);
}

/** Whether a block follows a footnote's definition on the next line: remark may read it into the definition. */
export function breaksAfterDefinition(node: Nodes, next: Nodes | undefined): boolean {
  return node.type === 'footnoteDefinition' && !!next && next.position!.start.line <= node.position!.end.line + 1;
}

/**
 * Whether a block quote is empty, or holds one that ends on a later line than its last child (a
 * `>` line after `> >`): remark ends the inner quote with its child.
 */
export function quoteEndsApart(quote: Blockquote): boolean {
  const last = quote.children.at(-1);
  return (
    !last ||
    quote.children.some(
      (inner) =>
        inner.type === 'blockquote' && inner.position!.end.line > (inner.children.at(-1)?.position!.end.line ?? 0),
    )
  );
}

/** Whether a table row after the head is an HTML tag alone on its line (an HTML block that ends the table, in remark). */
export function endsInHtml(table: Table, source: string): boolean {
  return table.children.slice(1).some((row) => /^\s*<.*>\s*$/.test(lineAt(source, row)));
}

/** Whether a node starts before its sibling ends (Sätteri read one text two ways). */
export function startsInside(node: Nodes, before: Nodes): boolean {
  const start = node.position?.start.offset;
  const end = before.position?.end.offset;
  return start !== undefined && end !== undefined && start < end;
}

/** The line a node starts on, from its start. */
function lineAt(source: string, node: Nodes): string {
  const start = node.position?.start.offset ?? 0;
  const end = source.slice(start).search(/\r|\n/);
  return source.slice(start, end < 0 ? undefined : start + end);
}
