import { describe, expect, it } from 'vitest';
import { parseMarkdownSource, splitFrontMatter } from '../../../../cli/build/front-matter';

const source = (text: string) => ({ file: 'blog/post.md', absPath: '/content/blog/post.md', text });

/** The front-matter block and the body, split as gray-matter (Eleventy's) splits them. */
describe('splitFrontMatter', () => {
  it('takes the lines between the opening --- and the next line starting with ---', () => {
    expect(splitFrontMatter('---\ntitle: A\ndate: 2025-01-02\n---\n\n## Body\n')).toEqual({ raw: '\ntitle: A\ndate: 2025-01-02', body: '\n## Body\n' });
    // Spaces after the opening dashes stay in the block, which then starts on the file's line 1.
    expect(splitFrontMatter('---  \na: 1\n---\nb')).toEqual({ raw: '  \na: 1', body: 'b' });
  });

  it('keeps what follows the closing dashes on their line, and drops one line break after them', () => {
    expect(splitFrontMatter('---\na: 1\n--- hi\nbody')).toEqual({ raw: '\na: 1', body: ' hi\nbody' });
    expect(splitFrontMatter('---\na: 1\n----\nz').body).toBe('-\nz');
    expect(splitFrontMatter('---\na: 1\n---\r\rq').body).toBe('\rq');
    expect(splitFrontMatter('---\na: 1\n---').body).toBe('');
  });

  it('ends the block at a --- line even inside a block scalar', () => {
    expect(splitFrontMatter('---\na: |\n  x\n---\nb\n')).toEqual({ raw: '\na: |\n  x', body: 'b\n' });
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
});
