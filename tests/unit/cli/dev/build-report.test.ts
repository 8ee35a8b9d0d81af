import { describe, expect, it } from 'vitest';
import { reportBuild } from '../../../../cli/dev/build-report';

describe('what site dev says of a build', () => {
  it('a failed build says how many problems, then each with its place and fix', () => {
    const { lines, problems } = reportBuild(
      {
        id: 1,
        ok: false,
        message: '1 content problem found',
        problems: [
          {
            file: 'content/blog/post.md',
            line: 3,
            field: 'description',
            message: 'still holds a TODO placeholder',
            hint: 'Write it.',
          },
        ],
      },
      'content/blog/post.md changed',
    );
    expect(lines).toEqual([
      '✖ content/blog/post.md changed: the build failed with 1 problem (open pages show them too):\n  content/blog/post.md:3 description: still holds a TODO placeholder\n    Write it.',
    ]);
    expect(problems).toEqual([
      { where: 'content/blog/post.md:3', message: 'description: still holds a TODO placeholder', hint: 'Write it.' },
    ]);
  });

  it('a failure without problems or a message never ends in an empty colon', () => {
    const { lines, problems } = reportBuild({ id: 1, ok: false, message: '', problems: [] }, 'Built');
    expect(lines[0]).toMatch(/^✖ Built: the build failed: no reason was given \(run site build --debug/);
    expect(problems![0]!.message).toMatch(/no reason was given/);
  });

  it('a build says how it ran in words, not the planner’s kind', () => {
    const { lines, problems } = reportBuild(
      {
        id: 1,
        ok: true,
        routes: 73,
        rendered: 73,
        reused: 0,
        ms: 812.4,
        plan: { kind: 'incremental', reason: 'the first build of this session' },
        css: [],
      },
      'Built',
    );
    expect(lines).toEqual([
      '✔ Built: 73 of 73 pages rendered in 812 ms (what changed, from the cache: the first build of this session)',
    ]);
    expect(problems).toBeUndefined();
  });
});
