/** The files one browser entry needs: its script, the chunks it imports, its CSS. */
export interface EntryAssets {
  script: string;
  /** Chunks the script imports statically (for modulepreload), transitively. */
  imports: string[];
  styles: string[];
}

/** Public URLs of the hashed assets a build produced. */
export interface AssetManifest {
  /** The one site stylesheet. */
  stylesheet: string;
  /** The tiny enhancement script every page loads (no React). */
  enhance: EntryAssets;
  /** The consent banner, loaded by the enhancement script only when no choice is stored. */
  consent: EntryAssets;
  /** Island name -> its browser entry. */
  islands: Record<string, EntryAssets>;
  /** Widget name -> its partner embed script, at a stable URL. */
  embeds: Record<string, string>;
}
