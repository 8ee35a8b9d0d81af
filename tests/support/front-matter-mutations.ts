import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import type { Random } from './prng';

/** What one fuzz iteration did to a Markdown file, for the failure report. */
export interface Mutated {
  text: string;
  steps: string[];
}

type Path = (string | number)[];

/** YAML spellings a maintainer (or an editor) may produce, typed in as raw text. */
const RAW_VALUES = [
  '',
  '~',
  'null',
  'true',
  'false',
  'yes',
  'no',
  'on',
  'off',
  'y',
  '0',
  '-1',
  '42',
  '1.5',
  '1e400',
  '-1e400',
  '9007199254740993',
  '0x1F',
  '0o17',
  '.nan',
  '.inf',
  '-.inf',
  '2025-02-30',
  '2025-13-45',
  '2024-02-29',
  '2025-09-10T10:00:00Z',
  '!!timestamp 2025-01-01',
  '!!binary aGVsbG8=',
  '!!str 12',
  '!!int "12"',
  '!!float x',
  '!!map {}',
  '!!set { a, b }',
  '!custom value',
  '""',
  "''",
  '"---"',
  "'",
  '"unclosed',
  '[a, b',
  '{ a: 1',
  '[]',
  '{}',
  '[1, [2, [3, [4]]]]',
  '{ a: { b: { c: [~, .nan] } } }',
  '&anchor value',
  '*undefined',
  '|\n  ---\n  text',
  '>-\n  folded\n  ---',
  '"</script><script>alert(1)</script>"',
  '/',
  '/About/',
  '//evil.example',
  '/legal',
  '/legal/',
  '/blog/1',
  '"/a-long-slug-guide"',
  `/${'a'.repeat(60)}!`,
  'legal',
  'home',
  'article',
  'toString',
  '__proto__',
  'gauge',
];

const FIELD_NAMES = [
  'template',
  'title',
  'description',
  'permalink',
  'id',
  'date',
  'updated',
  'lastUpdated',
  'readTime',
  'icon',
  'links',
  'categories',
];

/** JavaScript values set through the YAML document, so they arrive with correct YAML syntax. */
function randomValue(random: Random, depth = 0): unknown {
  switch (random.int(0, depth > 2 ? 5 : 8)) {
    case 0:
      return random.pick([0, -1, 1.5, 2 ** 53 + 2, Number.MAX_VALUE, -0, 7]);
    case 1:
      return random.pick([true, false, null]);
    case 2:
      return random.pick([
        '',
        ' ',
        'x'.repeat(random.int(100, 5000)),
        '2025-02-30',
        '---',
        '\n---\n',
        'a: b',
        '- item',
      ]);
    case 3:
      return randomText(random);
    case 4:
      return new Date(Date.UTC(random.int(1, 9999), random.int(0, 11), random.int(1, 31)));
    case 5:
      return random.pick([
        'legal',
        'home',
        'blog-index',
        'not-found',
        'embed-docs',
        'article',
        'shield',
        'file-text',
        '/x',
        '/blog/2',
      ]);
    case 6:
      return Array.from({ length: random.int(0, 3) }, () => randomValue(random, depth + 1));
    case 7:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 3) }, (_, i) => [
          random.pick(['label', 'href', 'text', 'title', `k${i}`]),
          randomValue(random, depth + 1),
        ]),
      );
    default:
      return { nested: [randomValue(random, depth + 1), { deeper: randomValue(random, depth + 1) }] };
  }
}

/** Unicode from every corner: controls, combining marks, RTL, emoji, lone surrogates, BOM, line separators. */
function randomText(random: Random): string {
  const ranges: [number, number][] = [
    [0x00, 0x1f],
    [0x20, 0x7e],
    [0x7f, 0x9f],
    [0xa0, 0x24f],
    [0x300, 0x36f],
    [0x590, 0x6ff],
    [0x2028, 0x2029],
    [0x4e00, 0x4e40],
    [0xd800, 0xdfff],
    [0xfeff, 0xfeff],
    [0x1f600, 0x1f64f],
  ];
  return Array.from({ length: random.int(1, 40) }, () => {
    const [from, to] = random.pick(ranges);
    return String.fromCodePoint(random.int(from, to));
  }).join('');
}

/** Every key path in the front matter: top-level fields and everything nested below them. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

function mutateDocument(doc: Document, random: Random, steps: string[]): void {
  const paths = pathsOf(doc.toJS());
  const path = paths.length ? random.pick(paths) : ['title'];
  const where = path.join('.');
  const op = random.int(0, 4);
  if (op === 0) {
    doc.deleteIn(path);
    steps.push(`delete ${where}`);
  } else if (op === 1 && paths.length > 1) {
    const other = random.pick(paths);
    doc.setIn(path, doc.getIn(other));
    steps.push(`copy ${other.join('.')} to ${where}`);
  } else if (op === 2) {
    const key = random.pick([
      'tempalte',
      'titel',
      'extra',
      'permalink',
      'id',
      'draft',
      'noindex',
      'internal',
      'featured',
      'updated',
      '__proto__',
      'constructor',
    ]);
    doc.set(key, randomValue(random));
    steps.push(`set ${key}`);
  } else {
    doc.setIn(path, randomValue(random));
    steps.push(`retype ${where}`);
  }
  if (!isMap(doc.contents) && !isSeq(doc.contents)) steps.push('(front matter is no longer a collection)');
}

/** Edits on the text itself: the mistakes no YAML library would write. */
function mutateText(lines: string[], random: Random, steps: string[]): void {
  const at = random.int(0, Math.max(0, lines.length - 1));
  const keyLines = lines.map((line, i) => (/^[\w-]+:/.test(line) ? i : -1)).filter((i) => i >= 0);
  const keyLine = keyLines.length ? random.pick(keyLines) : at;
  const key = /^([\w-]+):/.exec(lines[keyLine] ?? '')?.[1] ?? 'title';
  switch (random.int(0, 6)) {
    case 0: {
      // An existing field, or one the file may lack (permalink on a page, id on an article).
      const field = random.chance(0.3) ? random.pick(FIELD_NAMES) : key;
      const line = lines.findIndex((l) => l.startsWith(`${field}:`));
      const raw = random.pick(RAW_VALUES);
      lines.splice(line === -1 ? lines.length : line, line === -1 ? 0 : 1, `${field}: ${raw}`);
      return void steps.push(`raw ${field}: ${JSON.stringify(raw).slice(0, 40)}`);
    }
    case 1:
      lines.splice(keyLine + 1, 0, lines[keyLine] ?? '');
      return void steps.push(`duplicate line ${keyLine + 1}`);
    case 2:
      lines.splice(
        at,
        0,
        random.pick([
          '---',
          '...',
          '\t- x',
          '  indented: y',
          '? complex',
          ': nope',
          '%YAML 1.1',
          '# comment',
          "'",
          '- list item',
          'key value',
        ]),
      );
      return void steps.push(`insert a raw line at ${at + 1}`);
    case 3:
      lines[at] = `${random.pick(['\t', ' ', '   '])}${lines[at] ?? ''}`;
      return void steps.push(`indent line ${at + 1}`);
    case 4:
      lines.splice(
        at,
        0,
        `anchor: &a ${random.pick(['[x, x, x, x, x, x, x, x, x, x]', 'text', '{ a: 1 }'])}`,
        `${key}: *a`,
      );
      return void steps.push(`alias ${key}`);
    case 5:
      lines.splice(
        at,
        0,
        'a: &a [x, x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
        `c: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]`,
      );
      return void steps.push('alias bomb');
    default:
      lines.splice(keyLine, 1);
      return void steps.push(`delete line ${keyLine + 1}`);
  }
}

/** One to three random mutations of a Markdown file's front matter; the body is kept. */
export function mutateFrontMatter(markdown: string, random: Random): Mutated {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error('the fixture file has no front matter');
  const steps: string[] = [];
  let yaml = match[1]!;
  const structured = random.int(0, 2);
  if (structured > 0) {
    const doc = parseDocument(yaml);
    try {
      for (let i = 0; i < structured; i += 1) mutateDocument(doc, random, steps);
      yaml = String(doc).replace(/\n$/, '');
    } catch (error) {
      // The yaml library refuses some combinations (setting below a scalar): keep the text as it was.
      steps.push(`(skipped: ${(error as Error).message})`);
    }
  }
  if (structured === 0 || random.chance(0.5)) {
    const lines = yaml.split('\n');
    for (let i = random.int(1, 2); i > 0; i -= 1) mutateText(lines, random, steps);
    yaml = lines.join('\n');
  }
  if (random.chance(0.03)) {
    yaml = random.pick(['- a\n- b', 'just text', '', '~', '42']);
    steps.push('replace the whole front matter');
  }
  return { text: `---\n${yaml}\n---\n${match[2]}`, steps };
}
