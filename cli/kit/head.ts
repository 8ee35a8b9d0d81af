/** Everything a page's <head> says about it, resolved by the build. */
export interface HeadData {
  /** The final <title>, brand suffix already applied. */
  title: string;
  description: string;
  canonical: string;
  robots: 'index, follow' | 'noindex, follow';
  ogType: 'website' | 'article';
  /** The social card: an absolute URL and its size. */
  image?: { url: string; width: number; height: number; alt: string };
  structuredData: readonly object[];
}

/** Assets a page uses: the inlined site stylesheet plus the scripts and styles of the islands it renders. */
export interface PageAssets {
  /** The site stylesheet and the page's island styles, inlined (the CSP allows each by hash). */
  inlineStyles: readonly string[];
  /** Their CSP hashes (`'sha256-…'`), which the page's own policy allows. */
  styleHashes: readonly string[];
  /** Module scripts, in order. */
  scripts: readonly string[];
  /** Chunks the scripts import, preloaded so they download in parallel. */
  modulePreloads: readonly string[];
}

/** The default suffix is added unless the title already includes the brand. */
export function formatTitle(title: string, brand: string): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}
