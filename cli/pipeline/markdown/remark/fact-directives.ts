import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, walkMdast } from '../../../lib/walk-tree';
import type { VFile } from 'vfile';
import { isFactDirective, resolveDirective, type Facts } from '../../site/index';
import { report } from '../report';
import { Removals } from './removals';

type Directive = TextDirective | LeafDirective | ContainerDirective;

/**
 * Resolves the fact directives of a body (`:price[infrastructure-audit]`, `:fact[years-experience]`,
 * `:person[founder]{field=role}`; see templates/model/facts/directives.ts) to plain text, and reports a
 * directive with a missing or unknown id or field on its line.
 *
 * remark-directive reads any `:word` as a directive ("ratio:high", "12:30pm" are text to a
 * writer), so a text directive of any other name, which no plugin handled, goes back to the text
 * it was written as (restoreDirectives, after the maintainer's plugins).
 */
export function remarkFactDirectives(options: { facts?: Facts }) {
  return (tree: Root, file: VFile) => {
    const removals = new Removals();
    walkMdast(tree, 'textDirective', (node, index, parent) => {
      if (!isFactDirective(node.name) || !parent || index === undefined) return undefined;
      const label = node.children.map((child) => ('value' in child ? child.value : '')).join('');
      if (!options.facts) {
        report(
          file,
          node,
          `:${node.name}[${label}] cannot be resolved`,
          'content/data/ has no valid people, offers or company facts: fix those files first.',
        );
        removals.add(parent, node);
        return SKIP;
      }
      const result = resolveDirective(options.facts, node.name, label, node.attributes ?? {});
      if ('message' in result) report(file, node, result.message, result.hint);
      parent.children[index] = { type: 'text', value: 'text' in result ? result.text : '', position: node.position! };
      return SKIP;
    });
    removals.apply();
  };
}

/** Turns the directives no plugin handled back into the text they were written as. */
export function remarkRestoreDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const removals = new Removals();
    walkMdast(tree, (node, index, parent) => {
      if (!isDirective(node) || node.data?.hName || !parent || index === undefined) return undefined;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (node.type !== 'textDirective') {
        report(
          file,
          node,
          `${node.type === 'leafDirective' ? '::' : ':::'}${node.name} is a directive no plugin handles`,
          'Add a remark plugin for it in content/site.yaml (markdown.remarkPlugins), or write it as text.',
        );
        removals.add(parent, node);
        return SKIP;
      }
      if (start === undefined || end === undefined) return undefined;
      parent.children[index] = { type: 'text', value: source.slice(start, end), position: node.position! };
      return SKIP;
    });
    removals.apply();
  };
}

const isDirective = (node: { type: string }): node is Directive =>
  node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective';
