import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../../cli/build/markdown';
import { parseHtml } from '../../../support/html';

const renderer = () => createMarkdownRenderer('https://chinookdigital.example');

describe('markdown renderer', () => {
  it('gives headings stable, de-duplicated slug ids and lists them', () => {
    const { html, headings } = renderer().render('## Why It Matters\n\n### Step 1: Audit\n\n## Why It Matters');
    const ids = [...parseHtml(html).querySelectorAll('h2, h3')].map((h) => h.id);
    expect(ids).toEqual(['why-it-matters', 'step-1-audit', 'why-it-matters-1']);
    expect(headings).toEqual([
      { depth: 2, id: 'why-it-matters', text: 'Why It Matters' },
      { depth: 3, id: 'step-1-audit', text: 'Step 1: Audit' },
      { depth: 2, id: 'why-it-matters-1', text: 'Why It Matters' },
    ]);
  });

  it('takes an explicit id written {#id} after a heading, and reports one used twice', () => {
    const { html, headings, issues } = renderer().render('## How much **can** I save? {#cost-savings}\n\n## Cost savings\n\n## Again {#cost-savings}');
    const ids = [...parseHtml(html).querySelectorAll('h2')].map((h) => [h.id, h.textContent]);
    expect(ids).toEqual([
      ['cost-savings', 'How much can I save?'],
      ['cost-savings-1', 'Cost savings'],
      ['cost-savings-2', 'Again'],
    ]);
    expect(headings[0]).toEqual({ depth: 2, id: 'cost-savings', text: 'How much can I save?' });
    expect(issues.map((i) => [i.line, i.message])).toEqual([[5, 'uses the heading id {#cost-savings} twice']]);
    expect(parseHtml(renderer().render('## Braces {#Not An Id}').html).querySelector('h2')!.id).toBe('braces-not-an-id');
  });

  it('marks external links noopener noreferrer, leaving internal and same-site links alone', () => {
    const doc = parseHtml(
      renderer().render('[a](https://web.dev/x) [b](/contact) [c](https://chinookdigital.example/blog) [d](//cdn.example/x)').html,
    );
    const rels = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('rel'));
    expect(rels).toEqual(['noopener noreferrer', null, null, 'noopener noreferrer']);
  });

  it('renders GitHub tables and strikethrough, and leaves bare URLs and task boxes as text', () => {
    const doc = parseHtml(renderer().render('| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~ price\n\n- [x] done, see https://example.com').html);
    expect(doc.querySelectorAll('table td')).toHaveLength(2);
    expect(doc.querySelector('del')!.textContent).toBe('old');
    expect(doc.querySelector('input')).toBeNull();
    expect(doc.querySelector('li a')).toBeNull();
  });

  it('flags links and images with a scripting scheme, and allows the usual ones', () => {
    const result = renderer().render('[a](javascript:alert(1)) [b](data:text/html,x)\n\n![c](vbscript:x)\n\n[ok](https://x.example) [ok](/path#id) [ok](mailto:a@b.example) [ok](tel:+1) [ok](#top) [ok](../up?x=1:2)');
    expect(result.issues.map((i) => i.message)).toEqual([
      'links to javascript:alert(1), a scheme the site does not allow',
      'links to data:text/html,x, a scheme the site does not allow',
      'links to vbscript:x, a scheme the site does not allow',
    ]);
  });

  it('flags a level-1 heading and raw HTML with their lines, and strips the HTML', () => {
    const result = renderer().render('Intro\n\n# Title\n\n<script>alert(1)</script>\n');
    expect(result.issues.map((i) => [i.line, i.message])).toEqual([
      [3, 'has a level-1 heading; the page title is already the h1'],
      [5, 'contains raw HTML, which the build removes'],
    ]);
    expect(result.html).not.toContain('<script');
  });

  it('parses each distinct body once (cache by content hash)', () => {
    const r = renderer();
    const first = r.render('## Same');
    expect(r.render('## Same')).toBe(first);
    r.render('## Other');
    expect(r.size).toBe(2);
  });

  it('keeps link definitions to the document that makes them (one parser serves every document)', () => {
    const r = renderer();
    expect(r.render('[Our guide][guide]\n\n[guide]: https://chinookdigital.example/guide\n').html).toContain('<a href="https://chinookdigital.example/guide">Our guide</a>');
    expect(r.render('[Our guide][guide], with no definition here\n').html).not.toContain('<a ');
  });
});
