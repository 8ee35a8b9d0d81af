import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { seededRandom } from '../../../../cli/bench/random';
import { splitFrontMatter } from '../../../../cli/build/front-matter';
import { fastYaml } from '../../../../cli/lib/fast-yaml';

/** What `yaml` (the full parser, with lines for problems) makes of the text, or undefined when it reports a problem. */
function full(text: string): { data: unknown } | undefined {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) return undefined;
  try {
    return { data: doc.toJS() };
  } catch {
    return undefined;
  }
}

/** The fast parser either declines (the full one then runs) or gives exactly the full parser's values. */
function expectAgreement(text: string) {
  const fast = fastYaml(text);
  if (fast) expect(fast, JSON.stringify(text)).toEqual(full(text));
  return fast !== undefined;
}

describe('fastYaml', () => {
  it('resolves plain scalars as YAML 1.2 core does, and keeps quoted ones as text', () => {
    const text = 'a: 010\nb: 0o17\nc: 0x1F\nd: 1_000\ne: 0b11\nf: 1.50\ng: 1e3\nh: .inf\ni: -.Inf\nj: .nan\nk: yes\nl: True\nm: ~\nn:\no: "12"\np: 2025-01-02\nq: 12:30:00\nr: +5\ns: .5';
    expect(fastYaml(text)!.data).toEqual({
      a: 10, b: 15, c: 31, d: '1_000', e: '0b11', f: 1.5, g: 1000, h: Infinity, i: -Infinity, j: NaN,
      k: 'yes', l: true, m: null, n: null, o: '12', p: '2025-01-02', q: '12:30:00', r: 5, s: 0.5,
    });
    expectAgreement(text);
  });

  it('leaves anchors, aliases, tags and directives to the full parser, and every problem too', () => {
    for (const text of ['a: &x 1\nb: *x', 'a: !!int "3"', '%YAML 1.2\n---\na: 1', 'a: @b', 'a: 1\na: 2', 'a: [1, 2', '\ta: 1', 'a: b: c']) {
      expect(fastYaml(text), text).toBeUndefined();
    }
    // Text that merely contains those characters is plain.
    expect(fastYaml('title: "Tips & tricks!"\nnote: 5 * 3 = 15, 100% sure, don\'t')!.data).toEqual({ title: 'Tips & tricks!', note: "5 * 3 = 15, 100% sure, don't" });
  });

  it('agrees with the full parser on the front matter of every page of the real content', () => {
    const root = path.resolve(__dirname, '../../../../content');
    let fast = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
      if (expectAgreement(splitFrontMatter(readFileSync(path.join(root, file), 'utf8')).raw)) fast += 1;
    }
    expect(fast).toBeGreaterThan(30);
  });

  it('agrees with the full parser on thousands of random documents made of YAML pieces', () => {
    const random = seededRandom(5);
    const pieces = ['a', 'b', 'key', ':', ': ', ' ', '  ', '\n', '\n  ', '- ', '-', '[', ']', '{', '}', ', ', '"', "'", '#', ' #c', '|', '>', '|-', '>+',
      '1', '0', '0o7', '0x1f', '1.5', '1e3', '.inf', '.nan', 'true', 'False', 'null', '~', '2024-01-02', 'a b', '?', '\\', '\\n', '&', '*', '!', 'é', '\t', '---', '...'];
    let fast = 0;
    for (let n = 0; n < 4000; n += 1) {
      let text = '';
      for (let i = 0, length = 2 + Math.floor(random() * 24); i < length; i += 1) text += pieces[Math.floor(random() * pieces.length)];
      if (expectAgreement(text)) fast += 1;
    }
    // Enough of them take the fast path for the comparison to mean something.
    expect(fast).toBeGreaterThan(400);
  });

  it('agrees with the full parser on thousands of random blocks of front matter', () => {
    const random = seededRandom(9);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const keys = ['title', 'date', 'tags', 'image', 'alt', 'readTime', 'draft', 'a b', '"quoted key"', '1', 'true'];
    const values = ['Hello world', '"Quoted: with colon"', "'single ''quote'''", 'Tips & tricks!', '5 * 3', '2024-01-02', '12', '1.50', '0o17', '1e3', 'true', 'no', 'null', '~', '',
      '[a, b]', '[]', '{}', '{a: 1, b: [2]}', '"multi\\nline"', 'http://x.y/z?q=1#frag', 'a # comment', 'a#b', 'é ü 😀', '-1', '.5', 'x: y', '|', '>', '"', "'", '@x', '[a, [b, c]]'];
    let fast = 0;
    for (let n = 0; n < 3000; n += 1) {
      const lines: string[] = [];
      for (let i = 0, count = 1 + Math.floor(random() * 8); i < count; i += 1) {
        const indent = random() < 0.2 ? '  ' : '';
        const roll = random();
        const key = `${indent}${pick(keys)}:`;
        if (roll < 0.1) lines.push(key, `${indent}  - ${pick(values)}`, `${indent}  - ${pick(values)}`);
        else if (roll < 0.2) lines.push(key, `${indent}  ${pick(keys)}: ${pick(values)}`, `${indent}  ${pick(keys)}: ${pick(values)}`);
        else if (roll < 0.27) lines.push(`${key} ${pick(['|', '>', '|-', '>-'])}`, `${indent}  ${pick(values)}`, `${indent}  ${pick(values)}`, '');
        else if (roll < 0.32) lines.push(`${key} ${pick(values)}`, `${indent}  ${pick(values)}`);
        else if (roll < 0.36) lines.push(`# ${pick(values)}`);
        else lines.push(`${key} ${pick(values)}`);
      }
      if (expectAgreement(`\n${lines.join('\n')}\n`)) fast += 1;
    }
    expect(fast).toBeGreaterThan(300);
  });
});
