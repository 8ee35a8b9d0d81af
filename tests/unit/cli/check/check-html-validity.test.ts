import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtmlValidity, findHtmlValidator } from '../../../../cli/check/check-html-validity';
import { readOutput } from '../../../../cli/check/read-output';
import { SiteError } from '../../../../cli/errors';
import { tempDist, type TempDist } from '../../../support/temp-dist';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A page</title>${head}</head><body>\n${body}\n</body></html>\n`;

/** The W3C Nu HTML Checker (vnu.jar on Java) over tiny built pages: what it finds, on which page and line. */
describe('checkHtmlValidity', () => {
  let dist: TempDist;
  beforeAll(async () => {
    dist = await tempDist({
      'index.html': page(
        '<main><h1>Fine</h1><figure><blockquote><p>Quote</p></blockquote><figcaption>Who</figcaption></figure></main>',
      ),
      // Line 3: a paragraph after the caption; line 4: ARIA the row already has.
      'blog/post.html': page(
        '<main>\n<figure><blockquote><p>Quote</p></blockquote><figcaption>Who</figcaption><p>Result</p></figure>\n<table><tr role="row"><td>1</td></tr></table>\n</main>',
      ),
      // CSS in an inlined <style> is checked too.
      'cloud.html': page(
        '<main><p class="clamp">Text</p></main>',
        '<style>\n.clamp{display:-webkit-box;-webkit-line-clamp:3;line-clamp:3}\n</style>',
      ),
      'assets/app.js': 'console.log(1)',
    });
  });
  afterAll(() => dist.remove());

  it('reports every error with the page route, line and column, the code around it and where to fix it', async () => {
    const problems = await checkHtmlValidity(await readOutput(dist.root));
    expect(problems.map((p) => `${p.where} [${p.rule}] ${p.message}`)).toEqual([
      expect.stringMatching(
        /^\/blog\/post \[html\] line 3, column \d+: Element “p” not allowed as child of element “figure” in this context\..* In: “.*<p>Result.*”$/,
      ),
      expect.stringMatching(
        /^\/blog\/post \[html\] line 4, column \d+: The “role” attribute must not be used on a “tr” element/,
      ),
      expect.stringMatching(
        /^\/cloud \[html\] line 2, column \d+: CSS: “line-clamp”: Property “line-clamp” doesn't exist\./,
      ),
    ]);
    expect(problems[0]!.fix).toMatch(/templates\//);
    expect(problems[1]!.fix).toMatch(/ARIA/);
    expect(problems[2]!.fix).toMatch(/templates\/styles\//);
  });

  it('fails with what to install when Java is missing', () => {
    const noJava = { PATH: path.join(dist.dir, 'no-such-bin') };
    expect(() => findHtmlValidator(noJava)).toThrow(SiteError);
    expect(() => findHtmlValidator(noJava)).toThrow(/needs Java 11 or newer.*apt-get install -y default-jre-headless/);
    expect(() => findHtmlValidator({ ...noJava, JAVA_HOME: dist.dir })).toThrow(/no `java` was found in JAVA_HOME/);
  });
});
