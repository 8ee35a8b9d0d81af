import type { Root } from 'hast';
import { walkHast } from '../../../lib/walk-tree';

/** Links leaving the site open without giving the other site a handle on this page. */
export function rehypeExternalLinks(options: { siteUrl: string }) {
  const siteHost = new URL(options.siteUrl).host;
  return (tree: Root) => {
    walkHast(tree, 'element', (node) => {
      const { href } = node.properties;
      if (node.tagName === 'a' && typeof href === 'string' && isExternal(href, siteHost))
        node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}

function isExternal(url: string, siteHost: string): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return false;
  try {
    return new URL(url, 'https://placeholder.invalid').host !== siteHost;
  } catch {
    return false;
  }
}
