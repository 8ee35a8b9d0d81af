import type { DirectiveTarget } from '../../kit/facts';
import { site } from './load-site';

/**
 * A text directive in a field of front matter or a data set (`:name[label]{key=value ...}`, as
 * remark-directive writes one), read without parsing the text as Markdown: the relations ask
 * only what each one shows, and the reference check resolves them with the full parser.
 */
const DIRECTIVE = /:([A-Za-z][\w-]*)\[([^\]\n]*)\](?:\{([^}\n]*)\})?/g;
const ATTRIBUTE = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/g;

/** What each fact directive of `text` shows, as the site's directives say (none for a site without facts). */
export function directiveTargets(text: string): DirectiveTarget[] {
  const directives = site().facts?.directives;
  if (!directives) return [];
  return [...text.matchAll(DIRECTIVE)].flatMap(([, name, label, attributes]) => {
    if (!directives.names.includes(name!)) return [];
    const target = directives.target(name!, label!, attributesOf(attributes ?? ''));
    return target ? [target] : [];
  });
}

function attributesOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, key, a, b, c]) => [key!, a ?? b ?? c ?? '']));
}
