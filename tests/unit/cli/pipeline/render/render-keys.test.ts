import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateCode, templateModule } from '../../../../../cli/pipeline/render/render-keys';
import { CodeHasher } from '../../../../../cli/cache/code-hash';
import { TEMPLATES } from '../../../../../templates/registry';

/**
 * A page's key covers the code its template runs (see render-keys.ts): found by the template's
 * name, so every template follows the naming convention, and no template's pages depend on
 * another template's module. tests/cli/code-edits.test.ts edits the code and counts the pages.
 */
describe('the code of a template', () => {
  it('lives in templates/pages/<Name>.tsx, named after the template, and exports its component by that name', async () => {
    for (const [name, template] of Object.entries(TEMPLATES)) {
      const module = templateModule(name);
      expect(existsSync(module), `template ${name}: ${module}`).toBe(true);
      const exports = (await import(module)) as Record<string, unknown>;
      expect(exports[path.basename(module, '.tsx')], `template ${name}`).toBe(template.component);
    }
  });

  it("is the shell's and its own module's, with what they import, and no other template's", async () => {
    const hasher = new CodeHasher();
    const pages = path.dirname(templateModule('page'));
    for (const name of Object.keys(TEMPLATES)) {
      const { entries, follow } = templateCode(name);
      const files = await hasher.closure(entries, follow);
      expect(
        files.filter((file) => path.dirname(file) === pages),
        `template ${name}`,
      ).toEqual([templateModule(name)]);
      expect(files).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/templates\/Document\.tsx$/),
          expect.stringMatching(/templates\/registry\.ts$/),
        ]),
      );
    }
  });
});
