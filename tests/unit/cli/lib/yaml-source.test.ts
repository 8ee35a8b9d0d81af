import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../../../cli/lib/yaml-source';
import { MAX_YAML_DEPTH } from '../../../../cli/lib/yaml-compose';

const problems = (text: string) =>
  parseYamlSource(text, 'content/x.yaml').problems.map((p) => `${p.line} ${p.message}`);

describe('parseYamlSource', () => {
  it('parses and knows the line of each field', () => {
    const source = parseYamlSource('a: 1\nb:\n  c: [x, y]\n', 'x.yaml', 3);
    expect(source.data).toEqual({ a: 1, b: { c: ['x', 'y'] } });
    expect(source.lineOf(['b', 'c', 1])).toBe(5);
    expect(source.empty).toBe(false);
  });

  it('calls a file of comments and blank lines empty', () => {
    expect(parseYamlSource('# nothing yet\n\n', 'x.yaml')).toMatchObject({ empty: true, data: null, problems: [] });
  });

  it('reports only the first syntax error (the rest follow from it), with a plain message for tabs', () => {
    expect(problems('site:\n\tbrand: x\n  url: y\n  z: 1\n')).toEqual([
      '2 invalid YAML: a tab is used for indentation',
    ]);
  });

  it('names a duplicate key, on the line of its second appearance', () => {
    expect(problems('title: a\nid: 1\ntitle: b\n')).toEqual(['3 invalid YAML: the key "title" appears a second time']);
  });

  it('says which bracket is never closed', () => {
    expect(problems('a: [x, y\nb: 1\n')).toEqual(['2 invalid YAML: a [ opened above this line is never closed with ]']);
  });

  it('reports an alias without an anchor, and an alias bomb, instead of throwing', () => {
    expect(problems('a: 1\nb: *missing\n')).toEqual(['2 invalid YAML: *missing refers to no &missing anchor above it']);
    const bomb =
      'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n';
    expect(problems(bomb)).toEqual(['2 invalid YAML: too many aliases (*name) to expand']);
  });

  it('still expands a few aliases', () => {
    expect(parseYamlSource('a: &x [1, 2]\nb: *x\n', 'x.yaml').data).toEqual({ a: [1, 2], b: [1, 2] });
  });

  it(`refuses lists and mappings nested more than ${MAX_YAML_DEPTH} deep, with the line, before composing them`, () => {
    const deep = `invalid YAML: lists and mappings nest more than ${MAX_YAML_DEPTH} levels deep here`;
    const started = performance.now();
    expect(problems(`a: 1\nb: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`)).toEqual([`2 ${deep}`]);
    expect(problems(`a:\n  ${'- '.repeat(10_000)}x\n`)).toEqual([`2 ${deep}`]);
    // One level more per line: the line where the limit is passed.
    const lines = Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    expect(problems(`${lines} x\n`)).toEqual([`${MAX_YAML_DEPTH + 1} ${deep}`]);
    // A 1 MB line of brackets took seconds to compose and ran out of memory; it stops at the limit.
    expect(problems(`a: ${'['.repeat(1_000_000)}`)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);
    const deepest = `a: ${'['.repeat(MAX_YAML_DEPTH - 1)}${']'.repeat(MAX_YAML_DEPTH - 1)}\n`;
    expect(parseYamlSource(deepest, 'x.yaml').problems).toEqual([]);
  });

  it.each([
    ['!!js/function', 'b: !!js/function "function () { return 1 }"'],
    ['!!js/regexp', 'b: !!js/regexp /x+/'],
    ['!foo', 'b: !foo bar'],
    ['!!binary', 'b: !!binary aGk='],
    ['!!set', 'b: !!set { x }'],
    ['!!python/object:os.system', 'b: !!python/object:os.system ls'],
  ])('refuses the tag %s with its line and what to do', (tag, line) => {
    const [problem] = parseYamlSource(`a: 1\n${line}\n`, 'content/x.yaml').problems;
    expect(problem).toMatchObject({ line: 2, message: `invalid YAML: the tag ${tag} is not allowed` });
    expect(problem?.hint).toMatch(/^Remove the tag/);
  });

  it("keeps the core schema's tags, and refuses %YAML 1.1 (yes would be true, 010 eight)", () => {
    expect(parseYamlSource('a: !!str 010\nb: ! x\nc: !!int "3"\n', 'x.yaml')).toMatchObject({
      data: { a: '010', b: 'x', c: 3 },
      problems: [],
    });
    expect(problems('%YAML 1.1\n---\na: yes\n')).toEqual([
      '1 invalid YAML: %YAML 1.1 is not allowed: content is read as YAML 1.2',
    ]);
  });
});
