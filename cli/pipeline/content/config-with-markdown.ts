import type { SiteConfig } from '../../kit/site-config';
import type { Problem } from '../../errors';
import type { Override } from '../../lib/overrides';
import type { SourceMemo } from '../../lib/read-content';
import { loadMarkdownSettings, type MarkdownSettings } from '../markdown';
import { loadConfig } from './load-config';

/** A valid site.yaml and its Markdown settings, or the problems of either. */
export interface ConfigWithMarkdown {
  config?: SiteConfig;
  /** How Markdown is rendered: the site's address, the parser, the plugins site.yaml names, found and set up. */
  markdown?: MarkdownSettings;
  problems: Problem[];
  /** What the build should say once (Sätteri wanted but not used: parser-choice.ts). */
  notices?: string[];
}

/** Reads content/site.yaml (see loadConfig) and sets up the Markdown plugins it names. */
export async function loadConfigWithMarkdown(
  contentDir: string,
  overrides: readonly Override[],
  memo?: SourceMemo,
): Promise<ConfigWithMarkdown> {
  const loaded = await loadConfig(contentDir, overrides, memo);
  if (!loaded.config || !loaded.lineOf) return { problems: loaded.problems };
  const { settings, problems, notices } = await loadMarkdownSettings(
    loaded.config,
    contentDir,
    loaded.file,
    loaded.lineOf,
  );
  return settings
    ? { config: loaded.config, markdown: settings, problems, ...(notices ? { notices } : {}) }
    : { problems };
}
