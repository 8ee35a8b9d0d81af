import path from 'node:path';
import type { BuildResult } from '../pipeline/driver';
import { loadSite } from '../pipeline/content';
import type { Override } from '../lib/overrides';
import type { PageSource } from './source-locator';

/** Each route's content file and template, from the build that wrote the output. */
export function sourcesOfBuild(result: Pick<BuildResult, 'pages'>): Map<string, PageSource> {
  return new Map(
    result.pages.map((page) => [page.route, { file: path.resolve(page.inputs[0]!), template: page.template }]),
  );
}

/**
 * Each route's content file and template, from content/ itself (`site check --out` checks a
 * build it did not make). Drafts and internal pages included: the folder may hold them. Empty
 * when the content does not load (problems then name their page only).
 */
export async function sourcesOfContent(
  contentDir: string,
  overrides: readonly Override[],
): Promise<Map<string, PageSource>> {
  try {
    const site = await loadSite({
      contentDir,
      overrides,
      includeInternal: true,
      includeDrafts: true,
      readLazily: true,
    });
    return new Map(site.pages.map((page) => [page.route, { file: page.source.absPath, template: page.templateName }]));
  } catch {
    return new Map();
  }
}
