import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import type { Root } from 'hast';
import { listItem } from './list-items';
import { PluginFailure, namedPlugin } from './plugin-failure';
import type { PluginSpec } from './plugin-specs';
import { rehypeBodyClaims } from './rehype/body-claims';
import { rehypeBodyImages } from './rehype/body-images';
import { rehypeExternalLinks } from './rehype/external-links';
import { rehypeScrollRegions } from './rehype/scroll-regions';
import { rehypeTaskLists } from './rehype/task-lists';
import { loadSatteri } from './satteri-binding';
import { REMARK_PARSER, satteriParse } from './satteri-parse';
import type { FactsData } from '../../kit/facts';
import { createFacts } from '../site/index';
import { remarkContentPolicy } from './remark/content-policy';
import { remarkFactDirectives, remarkRestoreDirectives } from './remark/fact-directives';
import { remarkHeadingIds } from './remark/heading-ids';

/** What every body of a site is rendered with: plain data, so it crosses into render threads. */
export interface MarkdownSettings {
  siteUrl: string;
  /** The maintainer's plugins from site.yaml, in order (see plugin-specs.ts). */
  plugins: readonly PluginSpec[];
  /**
   * People, offers and company facts, for the fact directives (`:price[id]`). Left out where
   * bodies that use none are rendered early (MarkdownAhead), before the facts are loaded.
   */
  facts?: FactsData;
  /**
   * The parser, as site.yaml's `markdown.parser` resolved (settings.ts): Sätteri, or remark-parse
   * with remark-gfm and remark-directive. Both give the same trees; remark when left out.
   */
  parser?: MarkdownParser;
  /** Why that parser, for the build's summary. */
  parserReason?: string;
}

/** The parsers a processor can read Markdown with (docs/markdown.md, "Which parser"). */
export type MarkdownParser = 'satteri' | 'remark';

/** The processor's input and output: mdast from the parser, hast to the compiler. */
export type MarkdownProcessor = Processor<import('mdast').Root, import('mdast').Root, Root, Root, string>;

/**
 * The site's one Markdown pipeline (unified):
 *   the parser: remark-parse (CommonMark) + remark-gfm (tables, strikethrough, autolink
 *   literals, footnotes, task lists) + remark-directive, or Sätteri, which gives the same tree
 *   (satteri-parse.ts) -> the site's remark plugins (content policy, fact directives, heading
 *   ids) -> the maintainer's remark plugins (which may handle directives of their own) ->
 *   unhandled text directives back to text -> remark-rehype (list items by list-items.ts) ->
 *   the maintainer's rehype plugins -> the site's rehype plugins (images, task lists, scroll regions, external links, and the
 *   record of links and priced prose the build checks: last, so they also cover what other
 *   plugins added) -> rehype-stringify.
 * remark-rehype and rehype-stringify are what remark-html runs inside (mdast-util-to-hast and
 * hast-util-to-html); split, they let rehype plugins work on the HTML tree between the two.
 * With remark-parse, bodies are parsed without GFM's literal autolinks and tables where they
 * cannot hold one, and again with all of GFM when their text could (gfm-as-needed.ts): the same
 * trees, in about 60 % of the parse's time (2.4-2.9 ms against 4.4 ms a bench post).
 */
export async function createProcessor(settings: MarkdownSettings): Promise<MarkdownProcessor> {
  const plugins = await Promise.all(settings.plugins.map(async (spec) => namedPlugin(spec, await importPlugin(spec))));
  const of = (kind: PluginSpec['kind']): PluggableList => plugins.filter((_, i) => settings.plugins[i]!.kind === kind);
  const facts = settings.facts ? createFacts(settings.facts) : undefined;
  const processor = unified()
    .use(await parserPlugins(settings.parser))
    .use(remarkContentPolicy)
    .use(remarkFactDirectives, facts ? { facts } : {})
    .use(remarkHeadingIds)
    .use(of('remark'))
    .use(remarkRestoreDirectives)
    .use(remarkRehype, { handlers: { listItem } })
    .use(of('rehype'))
    .use(rehypeBodyImages)
    .use(rehypeTaskLists)
    .use(rehypeScrollRegions)
    .use(rehypeExternalLinks, { siteUrl: settings.siteUrl })
    .use(rehypeBodyClaims, { siteUrl: settings.siteUrl })
    .use(rehypeStringify) as unknown as MarkdownProcessor;
  // Sets every plugin up now (a plugin that throws on its options fails here, named), not on the first body.
  return processor.freeze();
}

/**
 * The parser's plugins. Sätteri when asked for and its binding loads here: settings.ts asks for
 * it only when it loaded, yet a render thread, or a later edited-bodies build from the stored
 * settings, might not have it; remark-parse's trees are the same.
 */
async function parserPlugins(parser: MarkdownParser = 'remark'): Promise<PluggableList> {
  const satteri = parser === 'satteri' ? await loadSatteri() : undefined;
  if (satteri && 'parse' in satteri) return [[satteriParse, satteri.parse]];
  return REMARK_PARSER;
}

/** The plugin a spec names: its module's default export, which must be a function. */
async function importPlugin(spec: PluginSpec) {
  let module: { default?: unknown };
  try {
    module = (await import(spec.url)) as { default?: unknown };
  } catch (error) {
    throw new PluginFailure(spec, 'load', error);
  }
  const plugin = module.default;
  if (typeof plugin !== 'function') {
    throw new PluginFailure(spec, 'not-a-plugin', `its default export is ${describe(plugin)}, not a function`);
  }
  return plugin as Parameters<typeof namedPlugin>[1];
}

const describe = (value: unknown) => {
  if (value === undefined || value === null) return 'missing';
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
};
