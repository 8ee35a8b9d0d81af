import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyProblem } from '../../../../../cli/pipeline/markdown/body-problem';
import { loadSite, type LoadedSite } from '../../../../../cli/pipeline/content/load-site';
import { pageDir, type Page } from '../../../../../cli/pipeline/content/page';
import { bodyOptions } from '../../../../../cli/pipeline/render/page-renderer';
import { imageFor } from '../../../../support/content-pages';
import { REPO_ROOT } from '../../../../support/fixtures';
import {
  divergenceReport,
  parsedBySatteri,
  rendererPair,
  resultDivergences,
  treeDivergences,
  type BodyInput,
} from '../../../../support/parser-pair';
import { seededRandom } from '../../../../support/prng';

/**
 * Sätteri renders the real site as remark does. Every Markdown page of content/ (its body split
 * from the front matter as the build splits it, drafts and internal pages included) renders with
 * the site's own settings and facts, and with its images and sections as the build asks, to the
 * same MarkdownResult under both parsers; their trees are the same, positions included, so a
 * Sätteri upgrade that moves a node fails here. With a problem of each kind (raw HTML, an image
 * without alt text, a bad directive, a level-1 heading) put between the blocks of each body,
 * both report every problem of the page on the same file and line.
 */

const CONTENT = path.join(REPO_ROOT, 'content');
let site: LoadedSite;
/** One input per page file, rendered as the build renders it. */
let inputs: (BodyInput & { page: Page })[];

beforeAll(async () => {
  site = await loadSite({ contentDir: CONTENT, includeInternal: true, includeDrafts: true });
  // What the image pipeline would make of every image, so body images become <picture>s as in a build.
  const images = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? imageFor(key) : undefined) });
  const byFile = new Map(site.pages.map((page) => [page.source.file, page]));
  inputs = [...byFile.values()].map((page) => ({
    page,
    label: page.source.file,
    body: page.source.body,
    options: bodyOptions({ dir: pageDir(page, CONTENT), templateName: page.templateName }, { images }),
  }));
});

/** The Markdown files of content/blog and content/pages, as paths inside the repository. */
function markdownFiles(): string[] {
  return ['blog', 'pages'].flatMap((folder) =>
    readdirSync(path.join(CONTENT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) =>
        path
          .relative(REPO_ROOT, path.join(CONTENT, folder, file))
          .split(path.sep)
          .join('/'),
      ),
  );
}

/** The problems put into bodies, each alone in its own block. */
const PROBLEMS = [
  { text: 'A <span>raw</span> tag.', message: /raw HTML/ },
  { text: '![](/images/no-alt.png)', message: /without alt/ },
  { text: 'From :price[no-such-offer].', message: /not an offer id/ },
  { text: '# A second title', message: /level-1 heading/ },
];

/** The body with each problem at a random blank line outside code, and the body lines they went to. */
function withProblems(body: string, seed: number): { body: string; lines: number[] } {
  const random = seededRandom(seed);
  const lines = body.split('\n');
  let fenced = false;
  const boundaries = lines.flatMap((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced && line.trim() === '' && !/^\s/.test(lines[i + 1] ?? '') ? [i] : [];
  });
  const at = PROBLEMS.map(() => random.pick([...boundaries, lines.length]));
  const out: string[] = [];
  const placed: number[] = [];
  lines.forEach((line, i) => {
    out.push(line);
    at.forEach((where, p) => {
      if (where !== i) return;
      out.push('', PROBLEMS[p]!.text, '');
      placed[p] = out.length - 1;
    });
  });
  at.forEach((where, p) => {
    if (where !== lines.length) return;
    out.push('', PROBLEMS[p]!.text, '');
    placed[p] = out.length - 1;
  });
  return { body: out.join('\n'), lines: placed };
}

describe('Sätteri on the real site', () => {
  it('renders every Markdown page of content/ to the same result as remark', async () => {
    expect(inputs.map((input) => input.label).sort()).toEqual(expect.arrayContaining(markdownFiles()));
    expect(inputs.filter((input) => input.body.trim()).length).toBeGreaterThan(20);
    const found = await resultDivergences(site.markdown, inputs);
    expect(found.length, divergenceReport(found)).toBe(0);
  });

  it('parses every body to the same tree, positions included, each with Sätteri itself', async () => {
    const found = await treeDivergences(site.markdown, inputs);
    expect(found.length, divergenceReport(found)).toBe(0);
    // None is left to remark (satteri-parse.ts does for a rare literal autolink), so each compares Sätteri.
    expect(await parsedBySatteri(inputs.map((input) => input.body))).toBe(inputs.length);
  });

  it("reports each page's problems on the same file and line", async () => {
    const { remark, satteri } = await rendererPair(site.markdown);
    const divergences: string[] = [];
    for (const [n, { page, body }] of inputs.entries()) {
      const spoilt = withProblems(body, n + 1);
      const [expected, actual] = await Promise.all(
        [remark, satteri].map(async (renderer) =>
          (await renderer.render(spoilt.body)).issues.map((issue) => bodyProblem(page.source, issue)),
        ),
      );
      // remark finds each problem where it was put, so the comparison compares them all.
      for (const [p, line] of spoilt.lines.entries()) {
        const where = { file: page.source.file, line: page.source.bodyLine + line - 1 };
        expect(expected, `${where.file}:${where.line}`).toContainEqual(
          expect.objectContaining({ ...where, message: expect.stringMatching(PROBLEMS[p]!.message) }),
        );
      }
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        divergences.push(
          `${page.source.file}\n  remark ${JSON.stringify(expected)}\n  satteri ${JSON.stringify(actual)}`,
        );
    }
    expect(divergences.length, divergenceReport(divergences)).toBe(0);
  });
});
