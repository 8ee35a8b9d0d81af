import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeHasher } from '../../../../cli/cache/code-hash';

/** A template's pages re-render when, and only when, code they run changed. */
describe('CodeHasher', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  const write = (name: string, text: string) => writeFile(file(name), text);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'code-hash-'));
    await write('Legal.tsx', "import { Prose } from './Prose';\nimport type { Site } from './site';\nexport const x = Prose;\n");
    await write('Article.tsx', "import {\n  Card,\n  type CardProps,\n} from './Card';\nexport const y = import('./lazy');\n");
    await write('Prose.tsx', 'export const Prose = 1;\n');
    await write('Card.tsx', "import './card.css';\nexport const Card = 1;\n");
    await write('card.css', '.card{}\n');
    await write('lazy.ts', 'export const z = 1;\n');
    await write('site.ts', 'export interface Site {}\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('follows value imports, side-effect imports and dynamic imports, not type-only ones', async () => {
    const names = async (entry: string) => (await new CodeHasher().closure([file(entry)])).map((f) => path.basename(f));
    expect(await names('Legal.tsx')).toEqual(['Legal.tsx', 'Prose.tsx']);
    expect(await names('Article.tsx')).toEqual(['Article.tsx', 'Card.tsx', 'card.css', 'lazy.ts']);
  });

  it('changes the hash of the modules that import an edited file, and only theirs', async () => {
    const before = { legal: await new CodeHasher().hashOf([file('Legal.tsx')]), article: await new CodeHasher().hashOf([file('Article.tsx')]) };
    await write('Card.tsx', "import './card.css';\nexport const Card = 2;\n");
    await write('site.ts', 'export interface Site { url: string }\n');
    const after = { legal: await new CodeHasher().hashOf([file('Legal.tsx')]), article: await new CodeHasher().hashOf([file('Article.tsx')]) };
    expect(after.legal).toBe(before.legal);
    expect(after.article).not.toBe(before.article);
  });
});
