import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputAsset } from '../../lib/esbuild-common';
import { declaredCollections, type LoadedSite } from '../content';
import type { OutputWriter } from './output-folder';
import { renderFeed, type Feed } from './write-feed';
import { renderHeaders } from './write-headers';
import { writeHostFiles } from './write-host-files';
import { redirectsNeedingStubs, renderRedirectsFile, renderRedirectStub } from './write-redirects';
import { renderRobots, renderSitemaps, type SitemapEntry } from './write-sitemap';

/**
 * Everything but the pages: redirect stubs, the bundles, `_redirects`, `_headers` (the
 * site-wide CSP and security headers) and the same rules in Vercel's and nginx's formats, the
 * sitemap(s), robots.txt, the feed and content/public. All cheap, so written afresh by every build.
 */
export async function writeSiteFiles(
  site: LoadedSite,
  contentDir: string,
  bundled: readonly OutputAsset[],
  sitemap: SitemapEntry[],
  out: OutputWriter,
): Promise<void> {
  for (const redirect of redirectsNeedingStubs(
    site.redirects,
    site.pages.map((p) => p.route),
  )) {
    const stub = renderRedirectStub(redirect, site.config);
    await out.write(stub.file, stub.html);
  }
  await Promise.all(bundled.map((f) => out.write(f.path, f.contents)));
  await out.write(
    '_redirects',
    renderRedirectsFile(
      site.redirects,
      site.pages.map((p) => p.route),
    ),
  );
  await out.write('_headers', renderHeaders(site.config));
  await writeHostFiles(
    site.config,
    site.redirects,
    site.pages.map((p) => p.route),
    out,
  );
  for (const part of renderSitemaps(
    site.config.site.url,
    sitemap.sort((a, b) => a.url.localeCompare(b.url)),
  ))
    await out.write(part.file, part.xml);
  await out.write('robots.txt', renderRobots(site.config.site.url));
  const feed = feedOf(site);
  if (feed) await out.write('feed.xml', renderFeed(site.config, feed));
  const publicDir = path.join(contentDir, 'public');
  for (const file of site.publicFiles) await out.write(path.relative(publicDir, file), await readFile(file));
}

/** The feed of the collection that declares one, from the items the build made of it. */
function feedOf(site: LoadedSite): Feed | undefined {
  const declared = Object.entries(declaredCollections()).find(([, collection]) => collection.feed);
  if (!declared) return undefined;
  const [name, { feed }] = declared;
  const items = (site.collections as unknown as Record<string, readonly unknown[]>)[name] ?? [];
  return { name: feed!.name, route: feed!.route, entries: items.map((item) => feed!.entry(item)) };
}
