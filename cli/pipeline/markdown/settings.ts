import type { SiteConfig } from '../../kit/site-config';
import { PROJECT_ROOT } from '../../lib/project-root';
import type { Problem } from '../../errors';
import type { FieldPath } from '../../lib/yaml-source';
import { PluginFailure } from './plugin-failure';
import { devOnlyPluginNotices } from './dev-only-plugins';
import { resolvePluginSpecs } from './plugin-specs';
import { chooseParser } from './parser-choice';
import { createProcessor, type MarkdownSettings } from './processor';
import { addsSyntax } from './syntax-plugins';

const HINTS = {
  load: 'Reinstall it (npm install), or remove it from the list.',
  'not-a-plugin': 'Name a remark or rehype plugin (a package whose default export is a function), or remove the entry.',
  setup: "Check that it is a remark or rehype plugin, and its options against the plugin's documentation.",
  render: '',
};

/**
 * The Markdown settings of a valid site.yaml: each plugin it names is found, loaded and set up
 * with its options here, once, so that every problem is a content problem on its line of
 * site.yaml before any page renders (render threads then load the same files); and the parser,
 * `markdown.parser` resolved (parser-choice.ts), with a notice when Sätteri was wanted but
 * cannot be used.
 */
export async function loadMarkdownSettings(
  config: SiteConfig,
  contentDir: string,
  file: string,
  lineOf: (path: FieldPath) => number | undefined,
): Promise<{ settings?: MarkdownSettings; problems: Problem[]; notices?: string[] }> {
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
  // Each on its own (with remark-parse, which reads the syntax plugins add), so that every
  // broken plugin is reported at once.
  const syntaxPlugins: string[] = [];
  for (const spec of resolved.specs) {
    try {
      if (addsSyntax(await createProcessor({ siteUrl, plugins: [spec] }))) syntaxPlugins.push(spec.name);
    } catch (error) {
      if (!(error instanceof PluginFailure)) throw error;
      problems.push({ file, ...at(spec.path), field: spec.field, message: error.message, hint: HINTS[error.stage] });
    }
  }
  if (problems.length) return { problems };
  const { parser, reason, notice } = await chooseParser(config.markdown.parser, syntaxPlugins);
  const settings = { siteUrl, plugins: resolved.specs, parser, parserReason: reason };
  const notices = [...(notice ? [notice] : []), ...devOnlyPluginNotices(resolved.specs, [contentDir, PROJECT_ROOT])];
  return { settings, problems, ...(notices.length ? { notices } : {}) };
}
