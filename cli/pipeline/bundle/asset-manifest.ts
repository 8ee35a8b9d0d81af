/** A stylesheet as the pages inline it, with the CSP hash that allows exactly it. */
export interface InlineStylesheet {
  css: string;
  /** `'sha256-…'`, a style-src source (CSP Level 2 hash). */
  hash: string;
}

/** The files one browser entry needs: its script, the chunks it imports, its CSS. */
export interface EntryAssets {
  script: string;
  /** Chunks the script imports statically (for modulepreload), transitively. */
  imports: string[];
  /** Its CSS, inlined into the pages that render it. */
  styles: InlineStylesheet[];
}

/** Public URLs of the hashed assets a build produced. */
export interface AssetManifest {
  /** The one site stylesheet, inlined into every page (allowed by its CSP hash). */
  stylesheet: InlineStylesheet;
  /** The tiny enhancement script every page loads (no React), when the site has one. */
  enhance?: EntryAssets;
  /** Page feature name -> its entry, loaded by pages whose markup has data-enhance="<name>". */
  features: Record<string, EntryAssets>;
  /** The island loader, on pages with islands: it imports each island's entry when that island is needed (none without islands). */
  islandLoader?: EntryAssets;
  /** Island name -> its browser entry (the loader imports it; pages never list it). */
  islands: Record<string, EntryAssets>;
  /** Modules page scripts import on demand, each a file of its own (`analytics`: after consent). */
  lazy: Record<string, EntryAssets>;
  /** Template name -> the styles only its pages need (templates/styles/pages/<name>.css), inlined there. */
  templates: Record<string, InlineStylesheet>;
  /** Widget name -> its partner embed script, at a stable URL. */
  embeds: Record<string, string>;
}
