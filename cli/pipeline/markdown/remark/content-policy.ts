import type { Root } from 'mdast';
import { SKIP, walkMdast } from '../../../lib/walk-tree';
import type { VFile } from 'vfile';
import { report } from '../report';
import { Removals } from './removals';

/** Only these schemes (or a relative URL or #anchor) may appear in links and images. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:/?#]*[/?#])/i;
export const isSafeUrl = (url: string) => SAFE_URL.test(url.trim());

/**
 * What a body may not contain, reported with its line and removed from the page:
 * - links, images and definitions with a scheme other than http(s), mailto and tel (javascript:,
 *   data:): the URL is emptied, so nothing reaches the HTML;
 * - raw HTML: the site's CSP allows no inline markup of its own, and content stays data.
 */
export function remarkContentPolicy() {
  return (tree: Root, file: VFile) => {
    const removals = new Removals();
    walkMdast(tree, (node, _index, parent) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        if (isSafeUrl(node.url)) return;
        report(
          file,
          node,
          `links to ${node.url}, a scheme the site does not allow`,
          'Use an https:// address, a path on the site, mailto: or tel:.',
        );
        node.url = '';
      } else if (node.type === 'html') {
        report(
          file,
          node,
          'contains raw HTML, which the build removes',
          'Write it in Markdown instead (the site CSP allows no inline HTML).',
        );
        if (parent) removals.add(parent, node);
        return SKIP;
      }
      return undefined;
    });
    removals.apply();
  };
}
