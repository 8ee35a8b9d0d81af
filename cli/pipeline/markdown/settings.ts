import type { SiteConfig } from '../../../templates/model/site-config';
import { PROJECT_ROOT } from '../../lib/project-root';
import type { Problem } from '../../errors';
import type { FieldPath } from '../../lib/yaml-source';
import { PluginFailure } from './plugin-failure';
import { resolvePluginSpecs } from './plugin-specs';
import { createProcessor, type MarkdownSettings } from './processor';
import { loadConfig } from '../content';
import type { Override } from '../../lib/overrides';
import type { SourceMemo } from '../../lib/read-content';

/** A valid site.yaml and its Markdown settings, or the problems of either. */
export interface ConfigWithMarkdown {
  config?: SiteConfig;
  /** How Markdown is rendered: the site's address and the plugins site.yaml names, found and set up. */
  markdown?: MarkdownSettings;
  problems: Problem[];
}

/** Reads content/site.yaml (see loadConfig) and sets up the Markdown plugins it names. */
export async function loadConfigWithMarkdown(
  contentDir: string,
  overrides: readonly Override[],
  memo?: SourceMemo,
): Promise<ConfigWithMarkdown> {
  const loaded = await loadConfig(contentDir, overrides, memo);
  if (!loaded.config || !loaded.lineOf) return { problems: loaded.problems };
  const { settings, problems } = await loadMarkdownSettings(loaded.config, contentDir, loaded.file, loaded.lineOf);
  return settings ? { config: loaded.config, markdown: settings, problems } : { problems };
}

const HINTS = {
  load: 'Reinstall it (npm install), or remove it from the list.',
  'not-a-plugin': 'Name a remark or rehype plugin (a package whose default export is a function), or remove the entry.',
  setup: "Check that it is a remark or rehype plugin, and its options against the plugin's documentation.",
  render: '',
};

/**
 * The Markdown settings of a valid site.yaml: each plugin it names is found, loaded and set up
 * with its options here, once, so that every problem is a content problem on its line of
 * site.yaml before any page renders (render threads then load the same files).
 */
export async function loadMarkdownSettings(
  config: SiteConfig,
  contentDir: string,
  file: string,
  lineOf: (path: FieldPath) => number | undefined,
): Promise<{ settings?: MarkdownSettings; problems: Problem[] }> {
  const at = (path: FieldPath) => {
    const line = lineOf(path);
    return line ? { line } : {};
  };
  const resolved = resolvePluginSpecs(config.markdown, [contentDir, PROJECT_ROOT]);
  const problems: Problem[] = resolved.problems.map(({ path, field, message, hint }) => ({
    file,
    ...at(path),
    field,
    message,
    hint,
  }));
  const siteUrl = config.site.url;
  // Each on its own, so that every broken plugin is reported at once.
  for (const spec of resolved.specs) {
    try {
      await createProcessor({ siteUrl, plugins: [spec] });
    } catch (error) {
      if (!(error instanceof PluginFailure)) throw error;
      problems.push({ file, ...at(spec.path), field: spec.field, message: error.message, hint: HINTS[error.stage] });
    }
  }
  return problems.length ? { problems } : { settings: { siteUrl, plugins: resolved.specs }, problems };
}
