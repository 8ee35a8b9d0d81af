import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeHasher } from '../../../../cli/cache/code-hash';

/** A template's pages re-render when, and only when, code they run changed. */
describe('CodeHasher', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  const write = (name: string, text: string) => writeFile(file(name), text);
  const names = async (entry: string, hasher = new CodeHasher()) =>
    (await hasher.closure([file(entry)])).map((f) => path.basename(f));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'code-hash-'));
    await write(
      'Legal.tsx',
      "import { Prose } from './Prose';\nimport type { Site } from './site';\nexport const x = Prose;\nexport type S = Site;\n",
    );
    await write(
      'Article.tsx',
      "import {\n  Card, // the shared card\n  type CardProps,\n} from './Card';\nexport const y = import(/* on demand */ './lazy');\nexport type P = CardProps;\n",
    );
    await write('Prose.tsx', 'export const Prose = 1;\n');
    await write(
      'Card.tsx',
      "import './card.css';\nexport const Card = 1;\nexport interface CardProps { title: string }\n",
    );
    await write('card.css', '.card{}\n');
    await write('lazy.ts', 'export const z = 1;\n');
    await write('site.ts', 'export interface Site {}\n');
    // Imported through re-exports only: a list with a comment in it, and a whole module.
    await write('Guide.tsx', "import { note, tip } from './parts';\nexport const g = [note, tip];\n");
    await write('parts.ts', "export {\n  // reviewed wording\n  note,\n} from './note.js';\nexport * from './tip';\n");
    await write('note.ts', "export const note = 'n';\n");
    await write('tip.ts', "export const tip = 't';\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('follows value imports, side-effect imports, re-exports and dynamic imports, not type-only ones', async () => {
    expect(await names('Legal.tsx')).toEqual(['Legal.tsx', 'Prose.tsx']);
    expect(await names('Article.tsx')).toEqual(['Article.tsx', 'Card.tsx', 'card.css', 'lazy.ts']);
    expect(await names('Guide.tsx')).toEqual(['Guide.tsx', 'note.ts', 'parts.ts', 'tip.ts']);
  });

  it('changes the hash of the modules that import an edited file, and only theirs', async () => {
    const hashes = () =>
      Promise.all(['Legal.tsx', 'Article.tsx', 'Guide.tsx'].map((entry) => new CodeHasher().hashOf([file(entry)])));
    const [legal, article, guide] = await hashes();
    await write(
      'Card.tsx',
      "import './card.css';\nexport const Card = 2;\nexport interface CardProps { title: string }\n",
    );
    await write('site.ts', 'export interface Site { url: string }\n');
    await write('note.ts', "export const note = 'revised';\n");
    const after = await hashes();
    expect(after[0]).toBe(legal);
    expect(after[1]).not.toBe(article);
    expect(after[2]).not.toBe(guide);
  });

  it('leaves out the imports `follow` declines, and only those', async () => {
    const hasher = new CodeHasher();
    const closure = await hasher.closure(
      [file('Guide.tsx')],
      (importer, imported) => !(importer.endsWith('parts.ts') && imported.endsWith('tip.ts')),
    );
    expect(closure.map((f) => path.basename(f))).toEqual(['Guide.tsx', 'note.ts', 'parts.ts']);
  });

  it('keeps its module graph in a cache file and sees a new import, and a new file an import now resolves to', async () => {
    const cacheFile = file('cache/code-graph.json');
    const cached = () => new CodeHasher([], { cacheFile });
    await write('Home.tsx', 'export const h = 1;\n');
    expect(await names('Home.tsx', cached())).toEqual(['Home.tsx']);
    expect(JSON.parse(await readFile(cacheFile, 'utf8'))).toMatchObject({ entries: [file('Home.tsx')] });
    await write('Home.tsx', "import { util } from './util';\nexport const h = util;\n");
    await write('util.ts', 'export const util = 1;\n');
    expect(await names('Home.tsx', cached())).toEqual(['Home.tsx', 'util.ts']);
    // esbuild, as the bundler resolution of tsconfig.json, tries .tsx before .ts.
    await write('util.tsx', 'export const util = 2;\n');
    expect(await names('Home.tsx', cached())).toEqual(['Home.tsx', 'util.tsx']);
  });
});
