import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOverrides } from '../../cli/lib/overrides';
import { buildSite } from '../../cli/pipeline/driver/build-site';
import { REPO_ROOT } from '../support/fixtures';
import { parseHtml } from '../support/html';
import { URGENCY_ELEMENTS, URGENCY_FEATURES, URGENCY_WORDS, MOVING_FIGURES } from '../support/urgency-elements';

/** Every built page of a build, by its file (the same files for both builds). */
async function builtPages(dist: string): Promise<Map<string, Document>> {
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  const pages = await Promise.all(files.map(async (f) => [f, parseHtml(await readFile(path.join(dist, f), 'utf8'))]));
  return new Map(pages as [string, Document][]);
}

/** The route a built file serves (index.html -> /, services/devops.html -> /services/devops). */
const routeOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

const featureScripts = (doc: Document) =>
  [...doc.querySelectorAll('script[src]')].filter((s) =>
    URGENCY_FEATURES.some((name) => s.getAttribute('src')!.includes(`/feature-${name}-`)),
  );

/** The page as it would be without its urgency elements: each one, and the scripts that drive them, taken out. */
function withoutUrgency(doc: Document, route: string): Document {
  for (const { find, remove } of URGENCY_ELEMENTS[route] ?? [])
    for (const element of doc.querySelectorAll(find)) (remove ? element.closest(remove)! : element).remove();
  for (const { find, attributes } of MOVING_FIGURES[route] ?? [])
    for (const element of doc.querySelectorAll(find)) for (const name of attributes) element.removeAttribute(name);
  for (const script of featureScripts(doc)) script.remove();
  return doc;
}

/** A page's markup, its policy's hashes aside: they follow from the inline styles, which are checked on their own. */
function markup(doc: Document): string {
  const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
  policy?.setAttribute('content', policy.getAttribute('content')!.replace(/ 'sha256-[^']+'/g, ''));
  return doc.documentElement.outerHTML;
}

/** Where two pages' markup first differs, with some of each around it; undefined when they are the same. */
function difference(expected: string, actual: string): { expected: string; actual: string } | undefined {
  if (expected === actual) return undefined;
  let at = 0;
  while (expected[at] === actual[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 120), at + 240);
  return { expected: around(expected), actual: around(actual) };
}

/** The style hashes a page's policy lists, and those of the styles it inlines. */
function styleHashes(doc: Document): { listed: string[]; inlined: string[] } {
  const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
  const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
  const sha = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}`;
  return {
    listed: [...styleSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!).sort(),
    inlined: [...doc.querySelectorAll('style')].map((s) => sha(s.textContent ?? '')).sort(),
  };
}

/** The words a visitor reads on a page. */
const visibleText = (doc: Document) => {
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  return body.textContent ?? '';
};

describe("site.yaml's urgency.enabled, one switch for every urgency element", () => {
  let out: string;
  let on: Map<string, Document>;
  let off: Map<string, Document>;
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'urgency-switch-'));
    const contentDir = path.join(REPO_ROOT, 'content');
    await buildSite({ contentDir, outDir: path.join(out, 'on') });
    await buildSite({
      contentDir,
      outDir: path.join(out, 'off'),
      overrides: parseOverrides(['urgency.enabled=false']),
    });
    [on, off] = await Promise.all([builtPages(path.join(out, 'on')), builtPages(path.join(out, 'off'))]);
  }, 180_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('on (the default), every listed element is on its page, and the figures and scripts that move them', () => {
    for (const [route, elements] of Object.entries(URGENCY_ELEMENTS)) {
      const doc = on.get([...on.keys()].find((f) => routeOf(f) === route)!)!;
      expect(doc, route).toBeDefined();
      for (const { find } of elements) expect(doc.querySelectorAll(find).length, `${route} ${find}`).toBeGreaterThan(0);
      for (const { find, attributes } of MOVING_FIGURES[route] ?? [])
        for (const name of attributes)
          expect(doc.querySelectorAll(`${find}[${name}]`).length, `${route} ${find}[${name}]`).toBeGreaterThan(0);
    }
    const loaded = [...on.values()].flatMap((doc) => featureScripts(doc).map((s) => s.getAttribute('src')!));
    for (const name of URGENCY_FEATURES)
      expect(
        loaded.some((src) => src.includes(`/feature-${name}-`)),
        name,
      ).toBe(true);
    expect([...on.values()].filter((doc) => URGENCY_WORDS.test(visibleText(doc))).length).toBeGreaterThanOrEqual(5);
  });

  it('off, no page has any of them, says their words or loads their scripts', () => {
    const everywhere = Object.values(URGENCY_ELEMENTS)
      .flat()
      .map((e) => e.find);
    for (const [file, doc] of off) {
      for (const find of everywhere) expect(doc.querySelector(find), `${file} ${find}`).toBeNull();
      expect(doc.querySelector(URGENCY_FEATURES.map((n) => `[data-enhance~="${n}"]`).join(', ')), file).toBeNull();
      expect(featureScripts(doc), file).toEqual([]);
      expect(URGENCY_WORDS.exec(visibleText(doc))?.[0], file).toBeUndefined();
    }
  });

  it('off, every other element of every page is unchanged: the page on, without them, is the page off', () => {
    expect([...off.keys()]).toEqual([...on.keys()]);
    expect(off.size).toBeGreaterThan(50);
    for (const [file, doc] of off) {
      const { listed, inlined } = styleHashes(doc);
      expect(listed, file).toEqual(inlined);
      expect(difference(markup(withoutUrgency(on.get(file)!, routeOf(file))), markup(doc)), file).toBeUndefined();
    }
  });
});
