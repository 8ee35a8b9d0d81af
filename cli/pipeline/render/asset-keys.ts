import type { PageRecord } from '../../cache/build-state';
import { contentHash } from '../../lib/hash';
import type { AssetManifest } from '../bundle';

/** The islands and features a page loaded when it was last rendered. */
export type AssetUses = Pick<PageRecord, 'islands' | 'features'>;

/**
 * The part of a page's key that covers its assets, made once per template and set of assets.
 * A page depends on the assets it loads, not on every bundle: a widget edit re-renders only the
 * pages that load that widget. Which islands and features a page loads is known from its last
 * render (a page that starts to load another one changed in some other input anyway).
 */
export function createAssetKeys(assets: AssetManifest): (template: string, uses: AssetUses | undefined) => string {
  const assetKeys = new Map<string, string>();
  return (template, uses) => {
    const id = uses
      ? `${template}\0${uses.islands.join(',')}\0${uses.features.join(',')}`
      : `${template}\0first render`;
    let key = assetKeys.get(id);
    if (key === undefined) {
      key = contentHash(
        JSON.stringify(assets.stylesheet),
        JSON.stringify(assets.templates[template] ?? null),
        JSON.stringify(assets.enhance ?? null),
        JSON.stringify(assets.islandLoader ?? null),
        uses
          ? JSON.stringify([
              uses.islands.map((n) => assets.islands[n] ?? n),
              uses.features.map((n) => assets.features[n] ?? n),
            ])
          : 'first render',
      );
      assetKeys.set(id, key);
    }
    return key;
  };
}
