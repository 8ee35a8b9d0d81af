import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../cli/lib/files';
import { REPO_ROOT } from '../support/fixtures';

/** ARCHITECTURE.md, "Where code runs": enforced here so a stray import fails the suite. */
async function sources(folder: string) {
  const files = await listFiles(path.join(REPO_ROOT, folder), ['.ts', '.tsx']);
  return Promise.all(files.map(async (file) => ({ file: path.relative(REPO_ROOT, file), text: await readFile(file, 'utf8') })));
}
const imports = (text: string) => [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('code boundaries', () => {
  it('templates/ use no fs, process.env or browser globals, and import only templates/ and widgets/', async () => {
    for (const { file, text } of await sources('templates')) {
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/\bprocess\.|\bwindow\.|\bdocument\.|\blocalStorage\b/);
      for (const spec of imports(code)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^node:|^fs$|^path$|cli\//);
      }
    }
  });

  it('edge/ (the code a host runs on its edge runtime) never imports templates/, cli/ or node:*, nor Node globals', async () => {
    for (const { file, text } of await sources('edge')) {
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/\bprocess\.|\bBuffer\.|\brequire\(/);
      for (const spec of imports(code)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^node:|^fs$|^path$|templates\/|cli\//);
        // Only widgets/checker's pure modules: no React, no component.
        if (spec.includes('widgets/')) expect(spec, `${file} imports ${spec}`).toMatch(/widgets\/checker\/(pagespeed-client|pagespeed-types|scoring)$/);
      }
    }
  });

  it('widgets/ never import templates/, cli/ or node:*', async () => {
    for (const { file, text } of await sources('widgets')) {
      for (const spec of imports(text)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^node:|templates\/|cli\//);
      }
    }
  });
});
