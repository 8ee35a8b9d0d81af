/** Public URLs of the hashed assets a build produced. */
export interface AssetManifest {
  /** The one site stylesheet. */
  stylesheet: string;
  /** The tiny enhancement script every page loads (no React). */
  enhanceScript: string;
  /** The consent banner, loaded by the enhancement script only when no choice is stored. */
  consentScript?: string;
}
