import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { REPO_ROOT } from './fixtures';

/** Something a Markdown file says, with the line it says it on. */
export interface Located {
  text: string;
  line: number;
}

/** What the docs tests read of one Markdown file. */
export interface MarkdownDoc {
  /** Absolute path. */
  file: string;
  /** The URL of every link, image and link definition, as written. */
  links: Located[];
  /** The id GitHub gives each heading (github-slugger: `-1`, `-2` for repeats). */
  anchors: Set<string>;
  /** What follows `npx site` in every code block and inline code, comments left out. */
  examples: Located[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** README.md and every Markdown file under docs/. */
export function projectDocs(): string[] {
  const docs = readdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join(REPO_ROOT, 'docs', file));
  return [path.join(REPO_ROOT, 'README.md'), ...docs.sort()];
}

const cache = new Map<string, MarkdownDoc>();

/** Parses a Markdown file once (as GitHub reads it: CommonMark and GFM). */
export function readDoc(file: string): MarkdownDoc {
  const known = cache.get(file);
  if (known) return known;
  const tree: Root = parser.parse(readFileSync(file, 'utf8'));
  const doc: MarkdownDoc = { file, links: [], anchors: new Set(), examples: [] };
  const slugger = new GithubSlugger();
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      doc.links.push({ text: node.url, line });
    } else if (node.type === 'heading') {
      doc.anchors.add(slugger.slug(toString(node)));
    } else if (node.type === 'inlineCode') {
      doc.examples.push(...siteCommands(node.value, line, 0));
    } else if (node.type === 'code') {
      // The fence is the node's first line.
      doc.examples.push(...siteCommands(node.value, line + 1, 1));
    }
  });
  cache.set(file, doc);
  return doc;
}

/** The arguments of each `npx site …` in a code text, a shell comment (` # …`) left out. */
function siteCommands(value: string, firstLine: number, step: number): Located[] {
  return value.split('\n').flatMap((text, index) => {
    const match = /(?:^|\s)npx site(?=\s|$)(.*)$/.exec(text.replace(/(?:^|\s)#.*$/, ''));
    return match ? [{ text: match[1]!.trim(), line: firstLine + index * step }] : [];
  });
}
