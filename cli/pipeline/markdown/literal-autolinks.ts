import type { Link, Nodes, Text } from 'mdast';

/**
 * GFM's literal autolinks (`www.example.com`, `https://…`, `someone@example.com`) come out of
 * remark two ways: micromark's syntax takes most as it reads (micromark-extension-gfm-autolink-literal),
 * and a transform of the finished tree finds the rest in its text (mdast-util-gfm-autolink-literal):
 * after an escape or a character reference, a letter, a dot or a code span, behind an unclosed
 * `[`, and `mailto:` and `xmpp:` addresses. Those links, and the text around them, have no
 * position. Sätteri makes the same links, but with positions. These tell the two kinds apart on
 * Sätteri's tree, certainly or conservatively (satteri-trees.ts hands the body to remark then).
 */

/**
 * How far micromark has read a text: label starts (`[`, `![`) not yet closed; whether it spans
 * lines; whether a text of it holds a backtick, or a `:` before a name (not after another).
 */
export interface Reading {
  open: number;
  lines: boolean;
  backtick?: boolean;
  colon?: boolean;
}

/** Counts the label starts a text opens and closes (an escaped bracket is neither); notes backticks and colons. */
export function countLabels(source: string, text: Text, reading: Reading): void {
  const { value } = text;
  reading.backtick ||= value.includes('`');
  reading.colon ||= value.includes(':') && /(?:^|[^:]):[^\s\p{P}\p{S}]/u.test(value);
  const { start, end } = text.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return;
  const raw = source.slice(start.offset, end.offset);
  if (!raw.includes('[') && !raw.includes(']')) return;
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i];
    if (char === '\\' && /[!-/:-@[-`{-~]/.test(raw[i + 1] ?? '')) i += 1;
    else if (char === '[') reading.open += 1;
    else if (char === ']' && reading.open > 0) reading.open -= 1;
  }
}

/** A link written as its own text (a literal autolink), not as `<…>` or `[…](…)`. */
export function isLiteral(source: string, link: Link): boolean {
  const [text, ...rest] = link.children;
  if (rest.length || text?.type !== 'text' || link.position?.start.offset === undefined) return false;
  const { url } = link;
  const { value } = text;
  const written = url === value || url === `http://${value}` || url === `mailto:${value}`;
  return written && !/[<[]/.test(source[link.position.start.offset] ?? '');
}

/**
 * Whether micromark's syntax takes this literal autolink: written as its text is (no escape or
 * character reference in it, no table cell's `|`, which Sätteri may take into it), a kind the
 * syntax knows, no label start open before it, and after what that kind allows. `before`: the
 * node read just before it, undefined when it starts a text (micromark read nothing before it).
 */
export function syntaxTakes(source: string, link: Link, before: Nodes | undefined, reading: Reading): boolean {
  const start = link.position!.start.offset!;
  const { value } = link.children[0] as Text;
  const end = link.position!.end.offset!;
  if (reading.open || value.includes('|') || source.slice(start, end) !== value) return false;
  const kind = link.url.startsWith('mailto:')
    ? 'email'
    : /^www\./i.test(value)
      ? 'www'
      : /^https?:\/\//i.test(value)
        ? 'protocol'
        : undefined;
  if (!kind || /^(?:mailto|xmpp):/i.test(value)) return false;
  // A domain that starts with a letter or a digit (remark's transform takes no other) and, as
  // written, holds no `_` (micromark's syntax reads one into it, an emphasis' end too, and fails).
  const from = source.slice(start);
  const written = kind === 'email' ? from.slice(from.indexOf('@') + 1) : from.replace(/^https?:\/\//i, '');
  if (!/^[\p{L}\p{N}]/u.test(written) || /^[\w.-]*/.exec(written)![0].includes('_')) return false;
  const previous = source[start - 1] ?? '';
  // An escaped first character (`\_x@y.z`): micromark read it as the escape's.
  if (previous === '\\') return false;
  // After a line ending (a break's, or one ending a text), what micromark read last was that.
  if (!before || before.type === 'break' || (before.type === 'text' && /[\r\n]$/.test(before.value))) return true;
  if (kind === 'www') return /^[\s(*_[\]~]$/.test(previous);
  if (kind === 'protocol') return !/^[A-Za-z]$/.test(previous);
  return !/^[/+\-.\w]$/.test(previous);
}

/** Where remark's transform looks for links (mdast-util-gfm-autolink-literal 2.1's own expressions). */
const WEB_ADDRESS = /(?<![\da-z])(https?:\/\/|www(?=\.))([\w-]*\.[\w\-.]*)([^\t\n\r ]*)/i;
const EMAIL = /(?<![\w+\-.]|(?:^|[^\d@A-Za-z])(?:mailto|xmpp):)([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g;
const ADDRESS = /(?<![\w+\-.@])(?:mailto|xmpp):[\w+\-.]+@[\w-]+(?:\.[\w-]+)+/;

/**
 * Whether remark's transform could find a link in this text: then Sätteri did not make one
 * where remark does. Conservative: a find the transform then turns down counts too, but for an
 * address whose domain ends in a digit, `-` or `_`, which it never takes.
 */
export function remarkMayLink(value: string): boolean {
  if (!value.includes('@') && !value.includes('://') && !(value.includes('.') && /www\./i.test(value))) return false;
  if (WEB_ADDRESS.test(value) || ADDRESS.test(value)) return true;
  for (const match of value.matchAll(EMAIL)) if (!/[\d\-_]$/.test(match[2]!)) return true;
  return false;
}
