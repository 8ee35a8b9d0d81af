import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../../../cli/lib/yaml-source';

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
});
