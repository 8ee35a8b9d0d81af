import type { Node } from 'unist';
import type { Processor } from 'unified';
import { MarkdownLimitError } from './limits';
import { sourceLimitIssue } from './source-limits';
import { treeNestingIssue } from './tree-nesting';

/**
 * Parses a body within the limits (limits.ts), or throws a MarkdownLimitError that refuses it
 * with its line: its text is checked before the parser reads it, and the tree's nesting before
 * anything walks it. Every parser of the pipeline goes through here: Sätteri (satteri-parse.ts)
 * and remark-parse (remarkWithinLimits).
 */
export function parseWithinLimits<T extends Node>(document: string, parse: () => T): T {
  const sourceIssue = sourceLimitIssue(document);
  if (sourceIssue) throw new MarkdownLimitError(sourceIssue);
  const tree = parse();
  const treeIssue = treeNestingIssue(tree);
  if (treeIssue) throw new MarkdownLimitError(treeIssue);
  return tree;
}

/** The unified plugin that puts the parser set before it (remark-parse's) within the limits. */
export function remarkWithinLimits(this: Processor): void {
  const parse = this.parser;
  // Used before remark-parse, it would leave bodies unchecked.
  if (!parse) throw new Error('remarkWithinLimits must come after remark-parse');
  this.parser = (document, file) => parseWithinLimits(document, () => parse(document, file));
}
