import type { FactsData } from '../../kit/facts';
import type { SiteConfig } from '../../kit/site-config';
import { ContentError, type Problem } from '../../errors';
import { bodyTraits } from './body-traits';
import type { FrontMatterCache } from './front-matter-cache';
import type { Page } from './page';
import { bodyProblem, createMarkdownRenderer, type MarkdownSettings } from '../markdown';
import type { ConfigWithMarkdown } from './config-with-markdown';

/**
 * The valid site.yaml and Markdown settings (with the site's facts), once nothing is wrong:
 * else throws one ContentError with every problem at once, those loading `found` (config,
 * front matter, data, routes, redirects, references), the templates' body checks, and then
 * the Markdown bodies' too.
 */
export async function checkSite(
  configResult: ConfigWithMarkdown,
  references: { factsData?: FactsData; pages: readonly Page[] },
  found: readonly Problem[],
  frontMatter: FrontMatterCache | undefined,
): Promise<{ config: SiteConfig; markdown: MarkdownSettings }> {
  const problems = [...found];
  const { config } = configResult;
  const sourcePages = references.pages;
  const facts = references.factsData ? { facts: references.factsData } : {};
  const markdown = configResult.markdown && { ...configResult.markdown, ...facts };
  // Without valid settings (a broken plugin), bodies are checked with the site's own plugins only.
  const settings: MarkdownSettings = markdown ?? {
    siteUrl: config?.site.url ?? 'https://site.invalid',
    plugins: [],
    ...facts,
  };
  problems.push(...(await bodyProblems(sourcePages, settings, frontMatter)));
  // A failing build reports every problem at once: the Markdown bodies' too.
  if (problems.length || !config || !markdown)
    throw new ContentError([...problems, ...(await markdownProblems(sourcePages, settings))]);
  return { config, markdown };
}

/** What templates with a `checkBody` find wrong between a page's front matter and its body. */
async function bodyProblems(
  pages: readonly Page[],
  settings: MarkdownSettings,
  cache?: FrontMatterCache,
): Promise<Problem[]> {
  // A page whose data, body and Markdown settings passed under the same code passes again (its check renders the body).
  const settingsKey = cache ? JSON.stringify(settings) : '';
  const keyOf = (page: Page) =>
    cache?.keyOf(JSON.stringify([page.templateName, page.data, bodyTraits(page.source).hash, settingsKey]));
  const checked = pages.filter((page) => page.template.checkBody && !cache?.passed(keyOf(page)!));
  if (!checked.length) return [];
  const renderer = await createMarkdownRenderer(settings);
  const problems: Problem[] = [];
  for (const page of checked) {
    const { headings } = await renderer.render(page.source.body);
    const found = (page.template.checkBody?.(page.data, headings) ?? []).map((issue) => ({
      file: page.source.file,
      ...issue,
    }));
    if (!found.length) cache?.pass(keyOf(page)!);
    problems.push(...found);
  }
  return problems;
}

/** The problems of every Markdown body, reported with the others when a build fails anyway. */
async function markdownProblems(pages: readonly Page[], settings: MarkdownSettings): Promise<Problem[]> {
  const renderer = await createMarkdownRenderer(settings);
  const problems: Problem[] = [];
  for (const page of pages) {
    const { issues } = await renderer.render(page.source.body);
    problems.push(...issues.map((issue) => bodyProblem(page.source, issue)));
  }
  return problems;
}
