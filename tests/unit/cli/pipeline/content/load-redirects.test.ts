import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRedirects } from '../../../../../cli/pipeline/content/load-redirects';

describe('content/redirects.yaml: a rule that would name a file outside the output is refused with its line', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names each escaping rule, its line and field', async () => {
    await writeFile(
      path.join(dir, 'redirects.yaml'),
      [
        '- { from: /old, to: /blog }',
        '- { from: /../../x, to: /blog }',
        "- { from: '/a<b', to: /blog }",
        '- { from: /ok, to: /blog/../../etc }',
        '- { from: /a/%2e%2e/b, to: /blog }',
        '',
      ].join('\n'),
    );
    const { redirects, problems } = await loadRedirects(dir);
    expect(redirects).toEqual([]);
    expect(problems.map((p) => [p.line, p.field])).toEqual([
      [2, '[1].from'],
      [3, '[2].from'],
      [4, '[3].to'],
      [5, '[4].from'],
    ]);
  });
});
