import GithubSlugger from 'github-slugger';
import type { Heading as MdastHeading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkMdast } from '../../../lib/walk-tree';
import type { VFile } from 'vfile';
import type { Heading } from '../../../kit/page-context';
import { report } from '../report';

/**
 * `## Question {#cost-savings}` sets the heading's id, so a link stays valid when the wording
 * changes. The blanks before it are found apart (takeExplicitId): an expression starting with
 * them would try every blank of a heading, each to the end of the run, the square of its length.
 */
const EXPLICIT_ID = /\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/**
 * Gives every heading a stable id (github-slugger, as GitHub and remark-toc make them, or the
 * explicit `{#id}` written after it) and lists the headings in `file.data.headings` for tables of
 * contents and anchor checks. A level-1 heading is a problem: the page title is the page's h1.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    walkMdast(tree, 'heading', (node) => {
      const explicit = takeExplicitId(node);
      const text = toString(node, { includeImageAlt: false }).trim();
      const id = slugger.slug(explicit ?? text);
      if (explicit && id !== explicit)
        report(file, node, `uses the heading id {#${explicit}} twice`, 'Give each heading its own id.');
      if (node.depth === 1)
        report(
          file,
          node,
          'has a level-1 heading; the page title is already the h1',
          'Use ## for sections and ### below them.',
        );
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ depth: node.depth, id, text });
    });
    file.data.headings = headings;
  };
}

/** Removes a trailing `{#id}` from the heading's last text, and returns the id. */
function takeExplicitId(heading: MdastHeading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  let start = match.index;
  while (start > 0 && /\s/.test(last.value[start - 1]!)) start -= 1;
  (last as Text).value = last.value.slice(0, start);
  if (!last.value) heading.children.pop();
  return match[1];
}
