import type { Claim } from './claims';
import { checkBudgets, type PageWeight } from './check-budgets';
import { checkClaims } from './check-claims';
import { checkCsp } from './check-csp';
import { checkHtmlValidity } from './check-html-validity';
import { checkLinks } from './check-links';
import { checkMarkup } from './check-markup';
import { checkPrices } from './check-prices';
import { checkSeo } from './check-seo';
import { checkSitemap } from './check-sitemap';
import { checkSpelling } from './check-spelling';
import { attributeSources } from './attribute-sources';
import { readOutput, type Output } from './read-output';
import type { SourceLocator } from './source-locator';
import { isRedirectStub, type CheckProblem } from './problem';
import { fileOfRoute } from '../pipeline/content';

export interface CheckReport {
  ok: boolean;
  outDir: string;
  /** HTML files checked (pages, the 404 page and redirect stubs). */
  pages: number;
  /** Of those, the redirect stubs (a build counts them as redirects, not routes). */
  stubs: number;
  problems: CheckProblem[];
  /** Gzipped JavaScript and CSS per page. */
  weights: PageWeight[];
  durationMs: number;
}

/** What the checks know of the content besides the output: the offers' names and prices, and where text was written. */
export interface CheckContent {
  catalog?: Parameters<typeof checkPrices>[1];
  /** The company's facts and terms with the words that name them (see checkClaims). */
  claims?: readonly Claim[];
  /** The content folder whose words.txt the spelling check adds to Canadian English (see checkSpelling). */
  spelling?: { contentDir: string };
  /** Finds each problem's source file and line; without it, problems name only their page. */
  sources?: SourceLocator;
}

export interface CheckOptions {
  /** Also run every page through the W3C Nu HTML Checker (HTML and inlined CSS; needs Java). */
  html?: boolean;
}

/**
 * Checks a built site on disk; never throws for what it finds, only reports it (with `html`, a
 * SiteError when Java or the checker is missing).
 */
export async function checkOutput(
  outDir: string,
  content: CheckContent = {},
  options: CheckOptions = {},
): Promise<CheckReport> {
  const started = performance.now();
  const output = await readOutput(outDir);
  const problems: CheckProblem[] = [];
  if (!output.siteUrl) {
    problems.push({
      where: 'robots.txt',
      rule: 'output',
      message: 'has no Sitemap line, so the site URL is unknown',
      fix: 'Check a folder written by `site build`.',
    });
  } else {
    const weights: PageWeight[] = [];
    // Started first: the checker's Java process runs while the other checks do.
    const html = options.html ? checkHtmlValidity(output) : Promise.resolve([]);
    problems.push(...checkLinks(output), ...checkSeo(output), ...checkMarkup(output), ...checkCsp(output));
    const spelling = content.spelling ? checkSpelling(output, content.spelling.contentDir) : Promise.resolve([]);
    for (const found of await Promise.all([checkSitemap(output), checkBudgets(output, weights), html, spelling]))
      problems.push(...found);
    if (content.catalog) problems.push(...checkPrices(output, content.catalog));
    if (content.claims) problems.push(...checkClaims(output, content.claims));
    if (!output.files.has('404.html'))
      problems.push({
        where: '404.html',
        rule: 'output',
        message: 'is missing',
        fix: `Add a page at /404${notFoundFile()}: hosts show 404.html for an address the site does not have.`,
      });
    return report(outDir, output, await placed(problems, content.sources), weights, started);
  }
  return report(outDir, output, await placed(problems, content.sources), [], started);
}

async function placed(problems: readonly CheckProblem[], sources: SourceLocator | undefined): Promise<CheckProblem[]> {
  return sources ? attributeSources(problems, sources) : problems.map(({ find: _find, ...problem }) => problem);
}

function report(
  outDir: string,
  output: Output,
  problems: CheckProblem[],
  weights: PageWeight[],
  started: number,
): CheckReport {
  const sorted = [...problems].sort((a, b) => a.where.localeCompare(b.where) || a.rule.localeCompare(b.rule));
  return {
    ok: sorted.length === 0,
    outDir,
    pages: output.pages.size,
    stubs: [...output.pages.values()].filter(isRedirectStub).length,
    problems: sorted,
    weights: weights.sort((a, b) => a.route.localeCompare(b.route)),
    durationMs: performance.now() - started,
  };
}

/** Where the 404 page's file goes, when the site's collections say (` (content/pages/404.md)`). */
function notFoundFile(): string {
  const file = fileOfRoute('/404');
  return file ? ` (content/${file})` : '';
}
