import type { Random } from './prng';

/**
 * Random Markdown bodies for tests that compare two ways of parsing: pieces that are, contain,
 * hide or nearly make a GFM literal autolink or table, and the syntax around them (directives,
 * footnotes, task lists, code, headings), joined at random.
 */

/** Tables and near-tables: delimiter rows of every form, in containers, and lines that only look like one. */
export const TABLES = [
  '\n\na | b\n-|-\n',
  '\n\na\n:-\n',
  '\n\na\n:-:\n',
  '\n\n| a |\n| - |\n| c |\n',
  '\n\n|a|b|\n|:--|--:|\nc|d\n\n',
  '\n\na b\n--- |\n',
  '\n\n> a | b\n> --|--\n\n',
  '\n\n- a | b\n  --- | ---\n\n',
  '\n\n`a|b` | c\n-|-|-\n',
  '\n\nheading\n---\n\n',
  '\n\n- - -\n\n',
  '\n\nkey: value - and a | b\n',
  '|',
  ':--',
  'a | b',
];

/** Pieces that are, contain, hide or nearly make a literal autolink, and the syntax around them. */
export const PIECES = [
  'plain words',
  'someone@example.com',
  'foo_bar@baz.qux',
  '_x@y.io_',
  'www.example.org',
  'WWW.EXAMPLE.ORG/path_(x)',
  'https://example.net/_a_',
  'HTTP://EXAMPLE.NET',
  'http:/not-one',
  'wwwx.org',
  'mailto:me@example.com',
  'xmpp:me@example.com/home',
  '(https://example.com)',
  '[a label](https://example.com/x "www.t.org")',
  '[www.example.com](/path)',
  '![alt with https://example.com/_x_ in it](/i.png)',
  '![plain alt][ref]',
  '![www.q.org alt][ref]',
  '<https://example.com>',
  '<me@example.com>',
  '`www.code.org @x`',
  '<span title="a@b.co">www.in-html.org</span>',
  ':abbr[HTML]{title="me@example.com"}',
  ':price[starter]',
  '~~struck www.s.org~~',
  '*em*',
  '__strong__',
  '\\_escaped_',
  '&amp; &#64;',
  'a [^note] b',
  '[ref]: https://example.com/ref',
  '\n\n[^note]: www.footnote.org\n\n',
  '\n\n| a | b |\n|---|---|\n| www.cell.org | c@d.ef |\n\n',
  ...TABLES,
  '\n\n- [ ] task http://t.org\n- [x] done\n\n',
  '\n\n```\nhttps://fenced.org a@b.co\n```\n\n',
  '\n\n    indented www.code.org\n\n',
  '\n\n# Heading https://h.org\n\n',
  '\n\n> quoted a@b.co\n\n',
  '\n\n::leaf[label www.l.org]\n\n',
  '\n\n:::note\ninside https://c.org\n:::\n\n',
  '\n\n',
  ' ',
];

/** The pieces with nothing that could start a literal autolink in text or alt. */
export const HIDDEN = PIECES.filter(
  (piece) => !/@|www\.|https?:\/\//i.test(piece) || /^\[a label|^`|^<span|^:abbr|^\[ref|^\n\n```|^\n\n {4}/.test(piece),
);

/** A body of tables and near-tables in random company: delimiter rows where a body could have one. */
export const tableBody = (random: Random): string =>
  Array.from({ length: random.int(1, 5) }, () => random.pick(random.chance(0.5) ? TABLES : HIDDEN)).join(
    random.pick(['\n', '', '\n\n']),
  );

/** A body mostly of pieces that hide their `@`, `www.` or `https://` from text, and a few that do not. */
export const autolinkBody = (random: Random): string =>
  Array.from({ length: random.int(1, 8) }, () => random.pick(random.chance(0.1) ? PIECES : HIDDEN)).join(
    random.pick([' ', '', '\n']),
  );
