import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../../../cli/pipeline/markdown/render-markdown';
import { parseHtml } from '../../../../support/html';
import { imageFor } from '../../../../support/content-pages';
import { SUITE_PARSER } from '../../../../support/suite-parser';

const SITE = { siteUrl: 'https://chinookdigital.example', plugins: [], parser: SUITE_PARSER };
const render = async (markdown: string, options = {}) => (await createMarkdownRenderer(SITE)).render(markdown, options);
const doc = async (markdown: string) => parseHtml((await render(markdown)).html);

describe('the Markdown stage: headings', () => {
  it('gives headings stable, de-duplicated slug ids and lists them', async () => {
    const { html, headings } = await render('## Why It Matters\n\n### Step 1: Audit\n\n## Why It Matters');
    expect([...parseHtml(html).querySelectorAll('h2, h3')].map((h) => h.id)).toEqual([
      'why-it-matters',
      'step-1-audit',
      'why-it-matters-1',
    ]);
    expect(headings).toEqual([
      { depth: 2, id: 'why-it-matters', text: 'Why It Matters' },
      { depth: 3, id: 'step-1-audit', text: 'Step 1: Audit' },
      { depth: 2, id: 'why-it-matters-1', text: 'Why It Matters' },
    ]);
  });

  it('takes an explicit id written {#id} after a heading, and reports one used twice', async () => {
    const { html, headings, issues } = await render(
      '## How much **can** I save? {#cost-savings}\n\n## Cost savings\n\n## Again {#cost-savings}',
    );
    expect([...parseHtml(html).querySelectorAll('h2')].map((h) => [h.id, h.textContent])).toEqual([
      ['cost-savings', 'How much can I save?'],
      ['cost-savings-1', 'Cost savings'],
      ['cost-savings-2', 'Again'],
    ]);
    expect(headings[0]).toEqual({ depth: 2, id: 'cost-savings', text: 'How much can I save?' });
    expect(issues.map((i) => [i.line, i.message])).toEqual([[5, 'uses the heading id {#cost-savings} twice']]);
    expect((await doc('## Braces {#Not An Id}')).querySelector('h2')!.id).toBe('braces-not-an-id');
  });

  it('splits the body at its level-2 headings when asked, with each answer as HTML and as text', async () => {
    const { sections } = await render(
      "Intro\n\n## First? {#a}\n\nOne\n\n## Don't? {#b}\n\n- **It's** fast & *cheap*\n",
      { sections: true },
    );
    expect(sections).toEqual({
      intro: '<p>Intro</p>',
      sections: [
        { id: 'a', title: 'First?', html: '<p>One</p>', text: 'One' },
        {
          id: 'b',
          title: "Don't?",
          html: "<ul>\n<li><strong>It's</strong> fast &#x26; <em>cheap</em></li>\n</ul>",
          text: "It's fast & cheap",
        },
      ],
    });
    expect((await render('## A\n\nx')).sections).toBeUndefined();
  });
});

describe('the Markdown stage: GitHub Flavored Markdown', () => {
  it('renders tables inside a focusable region named by their columns', async () => {
    const region = (await doc('| Plan | Price |\n|---|--:|\n| Audit | $999 |')).querySelector('div.table-scroll')!;
    expect([region.getAttribute('tabindex'), region.getAttribute('role'), region.getAttribute('aria-label')]).toEqual([
      '0',
      'region',
      'Table: Plan, Price',
    ]);
    expect(region.querySelectorAll('table td')).toHaveLength(2);
    expect(region.querySelector('td:last-child')!.getAttribute('align')).toBe('right');
  });

  it('renders strikethrough', async () => {
    expect((await doc('~~$2,000~~ now $499')).querySelector('del')!.textContent).toBe('$2,000');
  });

  it('links bare URLs and e-mail addresses (autolink literals)', async () => {
    const links = [
      ...(
        await doc('See https://web.dev/vitals or www.example.com, or write to hello@chinookdigital.example.')
      ).querySelectorAll('a'),
    ];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://web.dev/vitals',
      'http://www.example.com',
      'mailto:hello@chinookdigital.example',
    ]);
  });

  it('renders footnotes with links both ways', async () => {
    const page = await doc('Load time costs sales.[^1]\n\n[^1]: Portent, 2022.');
    const ref = page.querySelector('sup a')!;
    const note = page.querySelector(ref.getAttribute('href')!)!;
    expect(note.textContent).toContain('Portent, 2022.');
    expect(note.querySelector(`a[href="#${ref.id}"]`)).not.toBeNull();
  });

  it('renders task lists as disabled checkboxes named by their item', async () => {
    const page = await doc('- [x] Back up the database\n- [ ] Switch DNS');
    const boxes = [...page.querySelectorAll('li label input[type=checkbox]')] as HTMLInputElement[];
    expect(boxes.map((b) => [b.checked, b.disabled, b.closest('label')!.textContent!.trim()])).toEqual([
      [true, true, 'Back up the database'],
      [false, true, 'Switch DNS'],
    ]);
  });
});

describe('the Markdown stage: links and what a body may not contain', () => {
  it('marks external links noopener noreferrer, leaving internal and same-site links alone', async () => {
    const page = await doc(
      '[a](https://web.dev/x) [b](/contact) [c](https://chinookdigital.example/blog) [d](//cdn.example/x)',
    );
    expect([...page.querySelectorAll('a')].map((a) => a.getAttribute('rel'))).toEqual([
      'noopener noreferrer',
      null,
      null,
      'noopener noreferrer',
    ]);
  });

  it('flags links and images with a scripting scheme, empties them, and allows the usual ones', async () => {
    const result = await render(
      '[a](javascript:alert(1)) [b](data:text/html,x)\n\n![c](vbscript:x)\n\n[ok](https://x.example) [ok](/path#id) [ok](mailto:a@b.example) [ok](tel:+1) [ok](#top) [ok](../up?x=1:2)',
    );
    expect(result.issues.map((i) => i.message)).toEqual([
      'links to javascript:alert(1), a scheme the site does not allow',
      'links to data:text/html,x, a scheme the site does not allow',
      'links to vbscript:x, a scheme the site does not allow',
    ]);
    expect(result.html).not.toMatch(/javascript:|data:|vbscript:/);
  });

  it('flags a level-1 heading and raw HTML with their lines, and strips the HTML', async () => {
    const result = await render('Intro\n\n# Title\n\n<script>alert(1)</script>\n\nText with <b>bold</b>.');
    expect(result.issues.map((i) => [i.line, i.message])).toEqual([
      [3, 'has a level-1 heading; the page title is already the h1'],
      [5, 'contains raw HTML, which the build removes'],
      [7, 'contains raw HTML, which the build removes'],
      [7, 'contains raw HTML, which the build removes'],
    ]);
    expect(result.html).not.toMatch(/<script|<b>/);
  });

  it('keeps link definitions to the document that makes them', async () => {
    const renderer = await createMarkdownRenderer(SITE);
    expect(
      (await renderer.render('[Our guide][guide]\n\n[guide]: https://chinookdigital.example/guide\n')).html,
    ).toContain('<a href="https://chinookdigital.example/guide">Our guide</a>');
    expect((await renderer.render('[Our guide][guide], with no definition here\n')).html).not.toContain('<a ');
  });

  it('renders each distinct body once (kept by content hash and options)', async () => {
    const renderer = await createMarkdownRenderer(SITE);
    const first = await renderer.render('## Same');
    expect(await renderer.render('## Same')).toBe(first);
    await renderer.render('## Same', { sections: true });
    expect(renderer.size).toBe(2);
  });
});

describe('the Markdown stage: images', () => {
  const images = new Proxy({}, { get: (_, key) => (key === 'blog/chart.png' ? imageFor(key) : undefined) });

  it("turns a local image into the pipeline's lazy <picture> with its size, alt and title", async () => {
    const result = await render('Intro\n\n![Load time against sales](./chart.png "Source: Portent")', {
      dir: 'blog',
      images,
    });
    const img = parseHtml(result.html).querySelector('picture > img')!;
    expect([
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('alt'),
      img.getAttribute('title'),
      img.getAttribute('loading'),
    ]).toEqual(['1280', '800', 'Load time against sales', 'Source: Portent', 'lazy']);
    expect(parseHtml(result.html).querySelectorAll('picture > source')).toHaveLength(2);
    expect(result.images).toEqual([{ src: './chart.png', line: 3 }]);
    const eager = parseHtml(result.eagerHtml!).querySelector('picture > img')!;
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('lists a missing image, and flags one without alt text or from another site', async () => {
    const result = await render('![](./gone.png)\n\n![A chart](https://other.example/c.png)', { dir: 'blog', images });
    expect(result.images).toEqual([{ src: './gone.png', line: 1 }]);
    expect(result.eagerHtml).toBeUndefined();
    expect(result.issues.map((i) => [i.line, i.message])).toEqual([
      [1, 'has an image without alt text (./gone.png)'],
      [3, 'shows an image from another site (https://other.example/c.png)'],
    ]);
  });

  it('makes code blocks focusable (they scroll sideways on phones)', async () => {
    expect(
      (await doc('```sh\nnpm run build\n```')).querySelector('pre > code.language-sh')!.getAttribute('tabindex'),
    ).toBe('0');
  });
});
