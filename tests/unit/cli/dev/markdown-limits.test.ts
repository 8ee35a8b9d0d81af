import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuilderHost } from '../../../../cli/dev/builder-host';
import { nestingIssue } from '../../../../cli/pipeline/markdown/limits/limits';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

/** The fixture's first post, nested 10,000 deep from its line 15 (after its paragraph on line 13 and a blank line). */
const deepPost = (text: string) =>
  text.replace('Body of the first post.', `Body of the first post.\n\n${'>'.repeat(10_000)} deep`);

describe('site dev, given a body nested past the limit', () => {
  let site: ScratchSite;
  let host: BuilderHost;
  beforeAll(async () => {
    site = await scratchSite();
    host = new BuilderHost({ contentDir: site.content, outDir: site.out, includeDrafts: true, includeInternal: true });
  });
  afterAll(async () => {
    await host.close();
    await site.remove();
  });

  it('shows the file, line and limit, not a stack trace, on the first build and after a save', async () => {
    const refused = { file: expect.stringMatching(/blog\/fast\.md$/), ...nestingIssue(15) };
    await site.edit('blog/fast.md', deepPost);
    const first = await host.build();
    expect(first).toMatchObject({ ok: false, problems: [refused] });
    await site.edit('blog/fast.md', (text) => text.replace(/\n\n>+ deep/, ''));
    expect(await host.build([path.join(site.content, 'blog/fast.md')])).toMatchObject({ ok: true });
    await site.edit('blog/fast.md', deepPost);
    const saved = await host.build([path.join(site.content, 'blog/fast.md')]);
    expect(saved).toMatchObject({ ok: false, problems: [refused] });
    for (const reply of [first, saved]) expect(reply.ok || reply.message).not.toMatch(/\n\s+at |Maximum call stack/);
  }, 120_000);
});
