import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { widgetNames } from '../../lib/esbuild-common';
import { PROJECT_ROOT } from '../../lib/project-root';
import { siteRoot } from '../../lib/site-layout';

export const SITE_CSS = 'templates/styles/site.css';
export const ENHANCE = 'widgets/enhance/index.ts';
/**
 * The island loader: pages with islands load it; it imports each island's entry when the island
 * is needed. It is the engine's runtime (widgets/shared/ of the generator, whatever the site),
 * named from the site's folder as esbuild names its inputs.
 */
export const islandLoader = (): string =>
  path
    .relative(siteRoot(), path.join(PROJECT_ROOT, 'widgets', 'shared', 'islands.ts'))
    .split(path.sep)
    .join('/');
/** `widgets/enhance/features/<name>.ts`: behaviours only pages marked data-enhance="<name>" load. */
const FEATURES = 'widgets/enhance/features';
/** `templates/styles/pages/<template>.css`: styles only the pages of that template need. */
const TEMPLATE_STYLES = 'templates/styles/pages';
/**
 * Modules the page scripts import dynamically (`import('../analytics/start')`), each bundled
 * whole into one file of its own: analytics, which only a visitor who consented downloads.
 */
export const LAZY: Record<string, string> = { analytics: 'widgets/analytics/start.ts' };

/** The browser code and styles of the project the site's bundles are made of, by name. */
export interface SiteEntries {
  /** The site has an enhancement script every page loads (ENHANCE). */
  enhance: boolean;
  /** The lazily imported modules the site has (of LAZY), by name. */
  lazy: Record<string, string>;
  /** Widgets with an island (`widgets/<name>/client.tsx`). */
  islands: string[];
  /** Page features (`widgets/enhance/features/<name>.ts`). */
  features: string[];
  /** Templates with styles of their own (`templates/styles/pages/<name>.css`). */
  templateStyles: string[];
}

/** Finds the islands, page features and template styles the project has, each list sorted. */
export async function siteEntries(): Promise<SiteEntries> {
  const islands = (await widgetNames()).filter((name) =>
    existsSync(path.join(siteRoot(), 'widgets', name, 'client.tsx')),
  );
  const templateStyles = await filesIn(TEMPLATE_STYLES, '.css');
  const features = await filesIn(FEATURES, '.ts');
  // A small site may have no script at all: no enhancement, no analytics, no islands.
  const has = (file: string) => existsSync(path.join(siteRoot(), file));
  const lazy = Object.fromEntries(Object.entries(LAZY).filter(([, file]) => has(file)));
  return { enhance: has(ENHANCE), lazy, islands, features, templateStyles };
}

/** The source of an island's entry, relative to the project. */
export const islandSource = (name: string) => `widgets/${name}/client.tsx`;
/** The source of a page feature, relative to the project. */
export const featureSource = (name: string) => `${FEATURES}/${name}.ts`;
/** The source of a template's own styles, relative to the project. */
export const templateStyleSource = (name: string) => `${TEMPLATE_STYLES}/${name}.css`;

/** The islands' entry points, by output name (the widget's). */
export function islandEntries(entries: SiteEntries): Record<string, string> {
  return Object.fromEntries(entries.islands.map((name) => [name, islandSource(name)]));
}

/** The page scripts' and stylesheets' entry points, by output name: each bundled whole. */
export function pageEntries(entries: SiteEntries): Record<string, string> {
  const featureEntries = Object.fromEntries(entries.features.map((name) => [`feature-${name}`, featureSource(name)]));
  const templateEntries = Object.fromEntries(
    entries.templateStyles.map((name) => [`template-${name}`, templateStyleSource(name)]),
  );
  return {
    site: SITE_CSS,
    ...(entries.enhance ? { enhance: ENHANCE } : {}),
    ...(entries.islands.length ? { islands: islandLoader() } : {}),
    ...featureEntries,
    ...templateEntries,
  };
}

/** Names of the files in a folder of the project with one extension (without it). */
async function filesIn(folder: string, extension: string): Promise<string[]> {
  const files = await readdir(path.join(siteRoot(), folder)).catch(() => []);
  return files
    .filter((f) => f.endsWith(extension))
    .map((f) => f.slice(0, -extension.length))
    .sort();
}
