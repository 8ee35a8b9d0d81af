import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOnlyPluginNotices } from '../../../../../cli/pipeline/markdown/dev-only-plugins';
import type { PluginSpec } from '../../../../../cli/pipeline/markdown/plugin-specs';

const spec = (name: string, index: number): PluginSpec => ({
  kind: 'remark',
  field: `markdown.remarkPlugins[${index}]`,
  path: ['markdown', 'remarkPlugins', index],
  name,
  url: `file:///node_modules/${name}/index.js`,
  version: '1.0.0',
});

describe('a configured plugin that is only a devDependency', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dev-only-'));
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({
        dependencies: { 'remark-gfm': '1' },
        devDependencies: { 'remark-toc': '1', '@scope/plugin': '1' },
      }),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gets a warning with the command that makes it a dependency; a dependency gets none', () => {
    const notices = devOnlyPluginNotices(
      [spec('remark-gfm', 0), spec('remark-toc', 1), spec('@scope/plugin/sub', 2), spec('elsewhere', 3)],
      [path.join(dir, 'content')],
    );
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatch(/^markdown\.remarkPlugins\[1\]: remark-toc is only a devDependency in .*package\.json/);
    expect(notices[0]).toMatch(/npm install --save-prod remark-toc$/);
    expect(notices[1]).toMatch(/npm install --save-prod @scope\/plugin$/);
  });
});
