import type { Root } from 'mdast';
import { EXIT as VISIT_EXIT, SKIP as VISIT_SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, walkHast, walkMdast, type Action } from '../../../../../cli/lib/walk-tree';
import { seededRandom, type Random } from '../../../../support/prng';

interface TestNode {
  type: string;
  id: number;
  children?: TestNode[];
}

function randomTree(random: Random): TestNode {
  let id = 0;
  const node = (depth: number): TestNode => {
    const type = random.pick(['paragraph', 'text', 'emphasis', 'list']);
    const made: TestNode = { type, id: (id += 1) };
    if (depth < 4 && type !== 'text') made.children = Array.from({ length: random.int(0, 4) }, () => node(depth + 1));
    return made;
  };
  return { type: 'root', id: 0, children: Array.from({ length: random.int(1, 5) }, () => node(1)) };
}

type Move = 'go on' | 'skip' | 'remove' | 'replace' | 'insert after' | 'exit';

/** A visitor that edits the tree as the site's plugins do, chosen by node id; it logs each visit. */
function editor(moves: Map<number, Move>, log: number[], actions: { skip: unknown; exit: unknown }) {
  return (node: TestNode, index: number | undefined, parent: TestNode | undefined) => {
    log.push(node.id);
    const move = moves.get(node.id) ?? 'go on';
    if (move === 'exit') return actions.exit;
    if (move === 'skip') return actions.skip;
    if (!parent || index === undefined) return undefined;
    if (move === 'remove') {
      parent.children!.splice(index, 1);
      return [actions.skip, index];
    }
    if (move === 'replace') {
      parent.children![index] = { type: 'text', id: -node.id };
      return [actions.skip, index + 1];
    }
    if (move === 'insert after') {
      parent.children!.splice(index + 1, 0, { type: 'text', id: 1000 + node.id });
      return index + 2;
    }
    return undefined;
  };
}

describe('walkMdast and walkHast', () => {
  it('visit and edit random trees exactly as unist-util-visit does (order, skips, exits, indexes)', () => {
    const random = seededRandom(20261125);
    const kinds: Move[] = ['go on', 'go on', 'go on', 'skip', 'remove', 'replace', 'insert after', 'exit'];
    for (let run = 0; run < 300; run += 1) {
      const tree = randomTree(random);
      const moves = new Map<number, Move>();
      for (let id = 1; id < 200; id += 1) if (random.chance(0.3)) moves.set(id, random.pick(kinds));
      const type = random.chance(0.5) ? random.pick(['paragraph', 'text', 'list']) : undefined;
      const theirs = structuredClone(tree);
      const ours = structuredClone(tree);
      const theirLog: number[] = [];
      const ourLog: number[] = [];
      const theirVisitor = editor(moves, theirLog, { skip: VISIT_SKIP, exit: VISIT_EXIT });
      const ourVisitor = editor(moves, ourLog, { skip: SKIP, exit: EXIT });
      if (type) visit(theirs as never, type, theirVisitor as never);
      else visit(theirs as never, theirVisitor as never);
      if (type) walkMdast(ours as unknown as Root, type as 'text', ourVisitor as never);
      else walkMdast(ours as unknown as Root, ourVisitor as never);
      expect({ run, log: ourLog, tree: ours }).toEqual({ run, log: theirLog, tree: theirs });
    }
  });

  it('type the visited node by the type asked for', () => {
    const depths: number[] = [];
    const tree: Root = {
      type: 'root',
      children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'A' }] }],
    };
    walkMdast(tree, 'heading', (node): Action => {
      depths.push(node.depth);
    });
    const tags: string[] = [];
    walkHast(
      { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [] }] },
      'element',
      (node) => {
        tags.push(node.tagName);
      },
    );
    expect({ depths, tags }).toEqual({ depths: [2], tags: ['p'] });
  });
});
