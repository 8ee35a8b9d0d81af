import type { List } from 'mdast';
import { defaultHandlers } from 'remark-rehype';

/** Each list's stand-in (listItem): made once per list. */
const standIns = new WeakMap<List, List>();

/**
 * remark-rehype's handler for a list item, without the square of the list's length: for each
 * item, it reads every item of the list to tell whether the list is loose (blank lines between
 * items make each a paragraph), so a tight list of 60,000 items took 23 s. This tells once per
 * list, and hands the handler an empty stand-in for the list that says it.
 */
export const listItem: typeof defaultHandlers.listItem = (state, node, parent) =>
  defaultHandlers.listItem(state, node, parent?.type === 'list' ? standIn(parent) : parent);

function standIn(list: List): List {
  let stand = standIns.get(list);
  if (!stand) standIns.set(list, (stand = { type: 'list', spread: isLoose(list), children: [] }));
  return stand;
}

/** As mdast-util-to-hast tells it: the list is spread, or an item is (an item that does not say: with more than one child). */
function isLoose(list: List): boolean {
  return Boolean(list.spread) || list.children.some((item) => item.spread ?? item.children.length > 1);
}
