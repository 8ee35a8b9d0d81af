import type { PageAssets } from '../../kit/head';
import { BuildError } from '../../errors';
import type { AssetManifest, EntryAssets } from '../bundle';

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
 * Styles are inlined; scripts are module scripts with their imports preloaded. An island's own
 * script is not among them: a page with islands loads the island loader, which imports each
 * island's entry when the island is needed (its element names the file, see islandScripts).
 */
export function pageAssets(manifest: AssetManifest, needs: PageNeeds): PageAssets {
  const features = needs.features.map((name) => pick(manifest, 'features', name));
  const islands = needs.islands.map((name) => pick(manifest, 'islands', name));
  const scripts = [manifest.enhance, ...features, islands.length ? manifest.islandLoader : undefined].filter(
    (entry): entry is EntryAssets => entry !== undefined,
  );
  const styles = [
    ...new Map(
      [
        manifest.stylesheet,
        manifest.templates[needs.template],
        ...[...features, ...islands].flatMap((e) => e.styles),
      ].flatMap((s) => (s ? [[s.hash, s] as const] : [])),
    ).values(),
  ];
  return {
    inlineStyles: styles.map((s) => s.css),
    styleHashes: styles.map((s) => s.hash),
    scripts: scripts.map((e) => e.script),
    modulePreloads: [...new Set(scripts.flatMap((e) => e.imports))],
  };
}

/** What the island loader imports for an island of `name`: its entry, and the chunks to preload with it. */
export function islandScripts(
  manifest: AssetManifest,
  name: string,
): { script: string; imports: readonly string[] } | undefined {
  const entry = manifest.islands[name];
  return entry && { script: entry.script, imports: entry.imports };
}

function pick(manifest: AssetManifest, kind: 'features' | 'islands', name: string): EntryAssets {
  const entry = manifest[kind][name];
  if (!entry) {
    const where = kind === 'islands' ? `widgets/${name}/client.tsx` : `widgets/enhance/features/${name}.ts`;
    throw new BuildError(
      `A template renders the ${kind === 'islands' ? 'island' : 'page feature'} "${name}", but ${where} does not exist.`,
    );
  }
  return entry;
}
