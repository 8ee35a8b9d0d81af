import type { PageAssets } from '../../templates/head';
import { BuildError } from '../errors';
import type { AssetManifest, EntryAssets } from './asset-manifest';

/** What a page uses besides the shell, found while rendering it. */
export interface PageNeeds {
  template: string;
  /** Islands it renders, in order. */
  islands: readonly string[];
  /** Page features its markup asks for with data-enhance="<name> ...". */
  features: readonly string[];
}

/** The attribute inside a start tag (text never holds a bare `<`: it is written &#x3C; or &lt;). */
const FEATURE_MARKER = /<[a-zA-Z][^<>]*?\sdata-enhance="([^"]*)"/g;

/** The page features named by data-enhance attributes in rendered markup, in order of first use. */
export function featuresIn(html: string): string[] {
  return [...new Set([...html.matchAll(FEATURE_MARKER)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)))];
}

/**
 * The assets of one page: the site stylesheet, its template's styles and the enhancement
 * script every page has, plus only the scripts and styles of its page features and islands.
 * Styles are inlined; scripts are module scripts with their imports preloaded.
 */
export function pageAssets(manifest: AssetManifest, needs: PageNeeds): PageAssets {
  const pick = (kind: 'features' | 'islands', name: string, where: string): EntryAssets => {
    const entry = manifest[kind][name];
    if (!entry) throw new BuildError(`A template renders the ${kind === 'islands' ? 'island' : 'page feature'} "${name}", but ${where} does not exist.`);
    return entry;
  };
  const entries = [
    ...needs.features.map((name) => pick('features', name, `widgets/enhance/features/${name}.ts`)),
    ...needs.islands.map((name) => pick('islands', name, `widgets/${name}/client.tsx`)),
  ];
  const styles = [...new Map([manifest.stylesheet, manifest.templates[needs.template], ...entries.flatMap((e) => e.styles)].flatMap((s) => (s ? [[s.hash, s] as const] : []))).values()];
  return {
    inlineStyles: styles.map((s) => s.css),
    styleHashes: styles.map((s) => s.hash),
    scripts: [manifest.enhance.script, ...entries.map((e) => e.script)],
    modulePreloads: [...new Set([...manifest.enhance.imports, ...entries.flatMap((e) => e.imports)])],
  };
}
