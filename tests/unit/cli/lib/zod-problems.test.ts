import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contentErrorMap, zodProblems } from '../../../../cli/lib/zod-problems';

const schema = z.strictObject({
  excerpt: z.string().min(20).max(200),
  tags: z.array(z.string()).min(1).max(3),
  benefits: z.array(z.string()).length(3),
  readTime: z.number().int().min(1),
  url: z.url(),
});

function problemsOf(data: unknown) {
  const parsed = schema.safeParse(data, { error: contentErrorMap });
  if (parsed.success) throw new Error('expected problems');
  return zodProblems(parsed.error, 'content/blog/post.md', (path) => (path[0] === 'excerpt' ? 4 : undefined), schema);
}

describe('zod problems say what is wrong in the editor’s words, and what to do', () => {
  it('texts, lists and numbers out of bounds: their size, the bound, and the fix', () => {
    const problems = problemsOf({
      excerpt: 'Too short.',
      tags: ['a', 'b', 'c', 'd'],
      benefits: ['x'],
      readTime: 0,
      url: 'nope',
    });
    const byField = Object.fromEntries(problems.map((p) => [p.field, p]));
    expect(byField.excerpt).toMatchObject({
      line: 4,
      message: 'is 10 characters long; it needs at least 20',
      hint: 'Write at least 20 characters.',
    });
    expect(byField.tags).toMatchObject({ message: 'has 4 items; it needs at most 3', hint: 'List at most 3.' });
    expect(byField.benefits).toMatchObject({ message: 'has 1 item; it needs exactly 3', hint: 'List exactly 3.' });
    expect(byField.readTime).toMatchObject({ message: 'is 0; it must be at least 1', hint: 'Use at least 1.' });
    expect(byField.url).toMatchObject({ message: 'is not a valid URL: got "nope"' });
    expect(byField.url!.hint).toMatch(/https:\/\//);
    for (const problem of problems) expect(problem.message).not.toMatch(/Too (small|big)|expected string to have/);
  });
});
