import { describe, expect, it } from 'vitest';
import { parseMarkdownSource } from '../../../../../cli/pipeline/content/front-matter';

const source = (text: string) => ({ file: 'blog/post.md', absPath: '/content/blog/post.md', text });
const split = (text: string) => {
  const parsed = parseMarkdownSource(source(text));
  return { data: parsed.data, body: parsed.body, problems: parsed.problems };
};

/** The front-matter block and the body, as gray-matter (Eleventy's splitter) splits them. */
describe('front matter and body', () => {
  it('takes the lines between the opening --- and the next line starting with ---', () => {
    expect(split('---\ntitle: A\ndate: 2025-01-02\n---\n\n## Body\n')).toEqual({
      data: { title: 'A', date: '2025-01-02' },
      body: '\n## Body\n',
      problems: [],
    });
    // Spaces after the opening dashes stay in the block, which then starts on the file's line 1.
    expect(parseMarkdownSource(source('---  \na: 1\n---\nb')).lineOf(['a'])).toBe(2);
  });

  it('keeps what follows the closing dashes on their line, and drops one line break after them', () => {
    expect(split('---\na: 1\n--- hi\nbody').body).toBe(' hi\nbody');
    expect(split('---\na: 1\n----\nz').body).toBe('-\nz');
    expect(split('---\na: 1\n---\r\rq').body).toBe('\rq');
    expect(split('---\na: 1\n---').body).toBe('');
  });

  it('ends the block at a --- line even inside a block scalar', () => {
    expect(split('---\na: |\n  x\n---\nb\n')).toMatchObject({ body: 'b\n', problems: [] });
  });

  it('reads YAML 1.2 (the yaml package): yes and on stay text, 0o17 is octal', () => {
    expect(split('---\na: yes\nb: on\nc: 0o17\nd: 2025-01-02\n---\n').data).toEqual({
      a: 'yes',
      b: 'on',
      c: 15,
      d: '2025-01-02',
    });
  });
});

describe('parseMarkdownSource', () => {
  it('gives the fields with their lines, the body and the line it starts on', () => {
    const parsed = parseMarkdownSource(source('---\ntitle: A\ndate: 2025-01-02\n---\n\nText\n'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.data).toEqual({ title: 'A', date: '2025-01-02' });
    expect([parsed.lineOf(['date']), parsed.body, parsed.bodyLine]).toEqual([3, '\nText\n', 5]);
  });

  it('gives no fields for a block of comments, and reports one that is not a mapping', () => {
    expect(parseMarkdownSource(source('---\n# draft, fields to come\n---\nText')).data).toEqual({});
    expect(parseMarkdownSource(source('---\n- a\n- b\n---\nText')).problems).toEqual([
      { file: 'blog/post.md', line: 2, message: 'front matter must be a mapping of `key: value` lines' },
    ]);
  });

  it('reports a YAML problem with its file line, and never evaluates other languages', () => {
    expect(parseMarkdownSource(source('---\ntitle: A\ncategory: [x\n---\nText')).problems[0]).toMatchObject({
      file: 'blog/post.md',
      line: 3,
    });
    expect(parseMarkdownSource(source('---js\n{ title: process.exit(1) }\n---\nText')).problems[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('the first line must be just ---'),
    });
  });
});
