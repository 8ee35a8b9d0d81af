import type { MarkdownParser } from '../../cli/pipeline/markdown/processor';
import type { Override } from '../../cli/lib/overrides';

/**
 * The parser the Markdown suite reads bodies with: Sätteri, which site.yaml's `auto` takes
 * wherever it loads, or remark-parse when the run sets SITE_TEST_MARKDOWN_PARSER=remark
 * (vitest.config.ts's `markdown-remark` project, so that every run of the suite, CI's included,
 * covers the fallback too).
 */
export const SUITE_PARSER: MarkdownParser = process.env.SITE_TEST_MARKDOWN_PARSER === 'remark' ? 'remark' : 'satteri';

/** The same, as a build of a site takes it: `--set markdown.parser=…`. */
export const SUITE_PARSER_OVERRIDE: Override = { path: ['markdown', 'parser'], value: SUITE_PARSER };
