import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The code blocks of a doc that say where they go: ```tsx file=templates/pages/Event.tsx (a new
 * file, written whole) or ```ts insert=templates/registry.ts before="text" (lines inserted
 * before the line that starts with that text). A worked example in docs is then the test's input.
 */
export interface DocBlock {
  file: string;
  text: string;
  before?: string;
}

export function docBlocks(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const match of markdown.matchAll(/^```\w* (file|insert)=(\S+)(?: before="([^"]*)")?\n([\s\S]*?)^```$/gm)) {
    const [, kind, file, before, text] = match;
    blocks.push({ file: file!, text: text!, ...(kind === 'insert' ? { before: before! } : {}) });
  }
  return blocks;
}

/** Writes each block into `root`: new files whole, insertions before their anchor line (which must exist). */
export async function applyDocBlocks(root: string, blocks: readonly DocBlock[]): Promise<void> {
  for (const block of blocks) {
    const target = path.join(root, block.file);
    if (block.before === undefined) {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, block.text);
      continue;
    }
    const lines = (await readFile(target, 'utf8')).split('\n');
    const at = lines.findIndex((line) => line.startsWith(block.before!));
    if (at < 0) throw new Error(`${block.file} has no line starting with ${JSON.stringify(block.before)}`);
    lines.splice(at, 0, ...block.text.replace(/\n$/, '').split('\n'));
    await writeFile(target, lines.join('\n'));
  }
}
