import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_DOORS, templateCode, templateModule } from '../../../../../cli/pipeline/render/render-keys';
import { PROJECT_ROOT } from '../../../../../cli/lib/project-root';
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

/**
 * The keys start from front doors (the stages' index.ts, the registry), not from a list of
 * modules: whatever a stage runs is in its door's import closure, wherever it lives.
 */
describe('what invalidates what: roots found from the module graph', () => {
  it("covers every module of the content and render stages and of the Markdown library, but the threads' entries", async () => {
    const hasher = new CodeHasher();
    const covered = new Set(await hasher.closure(Object.values(FRONT_DOORS)));
    for (const stage of ['content', 'markdown', 'render']) {
      const dir = path.join(PROJECT_ROOT, 'cli/pipeline', stage);
      const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => path.join(dir, file));
      // The render threads start from a file of their own (render-worker.ts), which runs the page renderer the door
      // exports; a module of types alone runs nothing (esbuild drops type imports).
      const runs = (file: string) => /^export (?!type|interface)/m.test(readFileSync(file, 'utf8'));
      const uncovered = modules.filter((file) => !covered.has(file) && !/render-worker\.ts$/.test(file) && runs(file));
      expect(uncovered, `not reached from ${stage}/index.ts`).toEqual([]);
    }
  });

  it('still covers a module moved inside its stage, and tells its edit', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'moved-module-'));
    try {
      const write = async (file: string, text: string) => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      };
      await write('stage/index.ts', "export { load } from './load';\n");
      await write('stage/load.ts', "import { parse } from './parse';\nexport const load = () => parse();\n");
      await write('stage/parse.ts', 'export const parse = () => 1;\n');
      const door = [path.join(root, 'stage/index.ts')];
      const before = await new CodeHasher().hashOf(door);
      // The parser moves to a folder of its own: its importer follows, the door stays.
      await rm(path.join(root, 'stage/parse.ts'));
      await write('stage/parsing/parse.ts', 'export const parse = () => 1;\n');
      await write('stage/load.ts', "import { parse } from './parsing/parse';\nexport const load = () => parse();\n");
      const moved = await new CodeHasher().hashOf(door);
      expect(await new CodeHasher().closure(door)).toContain(path.join(root, 'stage/parsing/parse.ts'));
      await write('stage/parsing/parse.ts', 'export const parse = () => 2;\n');
      const edited = await new CodeHasher().hashOf(door);
      expect(new Set([before, moved, edited]).size).toBe(3);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
