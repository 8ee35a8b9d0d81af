import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixtures';

/**
 * Comments, content comments, docs and test titles state the rule they keep in their own words.
 * None may point to a document that is not in the repository ("document 2, section 9", "Spec: ...",
 * "as the spec says", "§9"): a maintainer cannot follow such a pointer. Public standards are fine,
 * named as such: the CommonMark and GFM specs, an RFC's section, the HTML and CSS specifications.
 */

/** What is not ours to read: installed and built files, the public spec's own examples, binary files. */
const SKIPPED = [
  /^node_modules\//,
  /^dist[/.]/,
  /^tests\/\.tmp\//,
  /^tests\/fixtures\/gfm-spec\//,
  /^content\/\.encoded\//,
  /^package-lock\.json$/,
  // This file names the references it looks for.
  /^tests\/unit\/no-outside-references\.test\.ts$/,
];

/** Ways of pointing to a document outside the repository. */
const REFERENCES: RegExp[] = [
  // "document 1", "documents 1 and 2", "doc 2"
  /\bdoc(?:ument)?s?\.? ?(?:[12]|one|two)\b/i,
  // "spec document", "specification documents"
  /\bspec(?:ification)?s? doc(?:ument)?s?\b/i,
  // "section 9", "sections 4 and 9", "§9"
  /\bsections? \d/i,
  /§ ?\d/,
  // "spec 9", "Spec 2.4", "spec's 2.3", "spec §9"
  /\bspec(?:ification)?(?:'s)? (?:§ ?)?\d/i,
  // "Spec: document 1", "spec: section 8", "Spec (\"quality gates\"): ..."
  /\bSpec(?:ification)?:/,
  /\bSpec(?:ification)? \(/,
  /\bspec(?:ification)?:\s*(?:doc|sec|§|\d)/i,
  // "(spec)", but not a parameter: `(spec) =>`
  /(?<![\w$])\(spec(?:ification)?\)(?!\s*=>)/i,
  // "the spec says", "the spec's order", "follow the spec." (but not `the spec.examples`)
  /\b(?:the|this|our|its) spec(?:ification)?s?(?:'s)?\b(?!\.\w)/i,
  // "per spec", "in spec order", "not-in-spec"
  /\b(?:per|in|by|to|from) spec(?:ification)?(?=\s+[a-z]|[.,;]?\s*$|[.,;]\s)/i,
  /\bin-spec\b/i,
];

/** Public standards, removed from a line before it is searched: "the CommonMark spec's examples". */
const PUBLIC_STANDARDS =
  /\b(?:CommonMark|GFM|HTML|CSS|WHATWG|W3C|ECMAScript|JSON|YAML|URL|Fetch|Content-Security-Policy|CSP)(?: [\w-]+)? spec(?:ification)?s?(?:'s)?|\bcommonmark-spec\b|\bgfm-spec\b|\bspec\.whatwg\.org\b|[\w-]+\.spec\.tsx?\b/gi;

/** A line that names one of these may cite its sections: "RFC 9110 §13.1.2", "section 3 of the GFM spec". */
const SECTIONED_STANDARD = /\bRFC ?\d{3,5}\b|\bCommonMark\b|\bGFM\b/i;
const SECTION_PATTERNS = new Set([String(/\bsections? \d/i), String(/§ ?\d/)]);

/** Text where a section number is the document's own: a page cites its own section. */
const OWN_SECTIONS: { file: string; text: string; why: string }[] = [
  {
    file: 'content/pages/privacy.md',
    text: 'the details in section 10',
    why: "the privacy policy's own section 10",
  },
  {
    file: 'content/pages/terms.md',
    text: 'Sections 4, 6 and 8 continue to apply',
    why: "the terms' own sections",
  },
];

/** Every reference on one line of `file`, as the patterns that matched. */
function referencesIn(line: string, file = ''): string[] {
  let text = line.replace(PUBLIC_STANDARDS, ' ');
  for (const own of OWN_SECTIONS) if (own.file === file) text = text.split(own.text).join(' ');
  const sectioned = SECTIONED_STANDARD.test(text);
  return REFERENCES.filter((pattern) => !(sectioned && SECTION_PATTERNS.has(String(pattern))))
    .filter((pattern) => pattern.test(text))
    .map(String);
}

/** Folders of the working tree that hold no source: dependencies, build output, caches. */
const NOT_SOURCE = new Set([
  '.git',
  'node_modules',
  '.cache',
  '.scratch',
  '.wrangler',
  'test-results',
  'playwright-report',
]);

/** The files of the working tree that git tracks or would track, or, without git, a walk of it. */
function treeFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
        const file = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory() && !NOT_SOURCE.has(entry.name)) walk(file);
        else if (entry.isFile()) files.push(file);
      }
    };
    walk('');
  }
  return files.filter((file) => !SKIPPED.some((skip) => skip.test(file)));
}

/** `file:line: text` for every line of the tree that points outside the repository. */
function outsideReferences(): string[] {
  const found: string[] = [];
  for (const file of treeFiles()) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(REPO_ROOT, file));
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (bytes.includes(0)) continue; // binary
    bytes
      .toString('utf8')
      .split(/\r?\n/)
      .forEach((line, i) => {
        if (referencesIn(line, file).length > 0) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
  }
  return found;
}

describe('no reference to a document outside the repository', () => {
  it('catches the usual forms of such a reference', () => {
    for (const line of [
      '/** The route (spec document 2, 2.3: /cloud/:slug). */',
      '# Every `to` must be a route the site builds. Spec: document 1, 2.2; document 2, 2.13.',
      "test.describe('/contact (document 1, 2.8)', () => {",
      '/** Section 9: 2 hours per issue. */',
      '/** Spec 8 and 9: "30-minute response time during business hours". */',
      "expect(seen.analytics, 'stored customized does not load analytics on later visits (spec)').toBe(1);",
      "# The outcome messages are the spec's, word for word.",
      "it('words the messages exactly as the spec', () => {",
      '// the spec says so',
      '/** Colours follow §9. */',
      "    name: 'form-select-value-not-in-spec',",
      ' * Spec ("quality gates"): exit 1, the file named with its line or field, no stack.',
      '// As the specification says (documents 1 and 2).',
    ])
      expect(referencesIn(line), line).not.toEqual([]);
  });

  it('lets public standards and code be', () => {
    for (const line of [
      '// RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] )',
      '/** Retry-After as seconds from now: an integer, or an HTTP date (RFC 9110, section 10.2.3). */',
      '// RFC 9110 §5.1 field names, and the values Node will put on the wire (§5.5, obs-text allowed).',
      "The CommonMark spec's own examples run in the tests.",
      'found by comparing both on the CommonMark and GFM spec examples',
      '    "commonmark-spec": "^0.31.2",',
      "  return 'the rule is explained at https://html.spec.whatwg.org/.';",
      'use properties and values the CSS specifications define',
      'the Content-Security-Policy spec allows a nonce',
      '`tests/e2e/workers-assets.spec.ts` against `site preview` on the same build:',
      '  for (const spec of resolved.specs) {',
      '    .filter((spec) => !used.has(spec.field))',
      '  const plugins = await Promise.all(settings.plugins.map(async (spec) => namedPlugin(spec, await importPlugin(spec))));',
      '  const spec: { tests: typeof tests; text: string };',
      'invalid YAML: a second document starts here (a line of ---)',
      "          priceSpecification: { '@type': 'UnitPriceSpecification' },",
      'If a deliverable does not match the agreed specification, tell us within 30 days.',
    ])
      expect(referencesIn(line), line).toEqual([]);
    expect(
      referencesIn('contact our privacy contact using the details in section 10.', 'content/pages/privacy.md'),
    ).toEqual([]);
  });

  it('finds none in the tree', () => {
    expect(outsideReferences()).toEqual([]);
  });
});
