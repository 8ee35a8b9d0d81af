import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBench } from '../../../../cli/bench/format-bench';
import { timeMarkdownAlone } from '../../../../cli/bench/markdown-alone';
import { seededRandom } from '../../../../cli/bench/random';
import type { BenchRow } from '../../../../cli/bench/run-bench';
import { syntheticPost } from '../../../../cli/bench/synthetic-post';
import { renderThreads } from '../../../../cli/pipeline/render/render-pool';
import { PROJECT_ROOT } from '../../../../cli/lib/project-root';
import { claimBenchFolder } from '../../../../cli/lib/write/folders';
import { BENCH_MARKER } from '../../../../cli/lib/write/places';

describe('the benchmark: Markdown alone, the floor of a cold build', () => {
  it("renders and stores every post's body on the threads a build of as many pages gets, then removes what it stored", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-alone-'));
    claimBenchFolder(dir);
    try {
      const posts = path.join(dir, 'eleventy', 'posts');
      await mkdir(posts, { recursive: true });
      const random = seededRandom(7);
      for (let i = 0; i < 6; i += 1) {
        const post = syntheticPost(random, i, ['code']);
        await writeFile(path.join(posts, `${post.slug}.md`), post.markdown);
      }
      await writeFile(path.join(posts, 'posts.json'), '{}');

      const run = await timeMarkdownAlone(
        { contentDir: path.join(PROJECT_ROOT, 'content'), eleventyDir: path.join(dir, 'eleventy') },
        dir,
        'satteri',
      );

      expect(run.stored).toBe(6);
      expect(run.threads).toBe(renderThreads(6));
      expect(run.seconds).toBeGreaterThan(0);
      expect((await readdir(dir)).sort()).toEqual([BENCH_MARKER, 'eleventy']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is shown beside the cold build, with its ratio to Eleventy', () => {
    const row: BenchRow = {
      pages: 4000,
      cold: 15,
      markdownAlone: { satteri: 10, remark: 30 },
      threads: 2,
      warm: 0.2,
      oneChanged: 0.5,
      newFolder: 0.5,
      floor: 0.1,
      eleventy: 4,
    };
    const table = formatBench({ empty: 14, cold: 2, warm: 0.15 }, [row], 3)
      .split('\n')
      .filter((l) => l.startsWith('|'));
    const [head, , line] = table;
    const cells = (text: string) => text.split('|').map((cell) => cell.trim());
    const at = (name: string) => cells(line!)[cells(head!).indexOf(name)];
    expect(at('Markdown alone')).toBe('10.00 s Sätteri, 30.00 s remark (2 threads)');
    expect(at('Markdown alone/11ty')).toBe('2.50x');
    expect(at('cold/11ty')).toBe('3.75x');
  });
});
