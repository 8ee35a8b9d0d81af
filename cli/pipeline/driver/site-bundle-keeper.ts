import path from 'node:path';
import { contentHash } from '../../lib/hash';
import type { PendingWork } from '../../lib/pending-work';
import { siteRoot } from '../../lib/site-layout';
import { bundleSite, bundleSourcesKey, cachedBundle, SITE_BUNDLE_LAYOUT, type SiteBundle } from '../bundle';

/** Folders whose files the browser bundles are made from. */
const BUNDLE_SOURCES = [path.join(siteRoot(), 'widgets'), path.join(siteRoot(), 'templates', 'styles')];

/** Where one build finds and keeps cached bundles (see cachedBundle); none with --no-cache. */
export type BundleCache = Parameters<typeof cachedBundle>[1];

/**
 * The site's browser bundle a builder keeps across its builds: made again (or taken from the
 * cache) only when a file of its sources changed. Each bundle being made is tracked in
 * `pending`, so that a failed build can wait for it.
 */
export class SiteBundleKeeper {
  private key: Promise<string> | undefined;
  private made: Promise<SiteBundle> | undefined;

  constructor(
    private readonly outDir: string,
    private readonly pending: PendingWork,
  ) {}

  /** The hash of the bundles' sources and of where the output folder is, as of the last `start`. */
  get sourcesKey(): Promise<string> {
    return this.key!;
  }

  /** The site's bundle, as of the last `start`. */
  get bundle(): Promise<SiteBundle> {
    return this.made!;
  }

  /** esbuild works in its own process: bundle while the content loads and renders (again only when its sources changed). */
  start(changed: readonly string[] | undefined, bundles: BundleCache): void {
    const touched = changed?.some((f) => BUNDLE_SOURCES.some((dir) => path.resolve(f).startsWith(dir + path.sep)));
    if (this.key && changed && !touched) return;
    // Source maps point from the output folder back to the sources: part of a bundle's identity.
    this.key = bundleSourcesKey().then((key) => contentHash(key, path.relative(this.outDir, siteRoot())));
    this.made = this.key.then((key) =>
      cachedBundle(contentHash(SITE_BUNDLE_LAYOUT, key), bundles, () => bundleSite(this.outDir)),
    );
    this.pending.track(this.made);
  }
}
