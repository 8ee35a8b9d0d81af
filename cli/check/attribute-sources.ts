import path from 'node:path';
import { displayPath } from '../lib/files';
import { PROJECT_ROOT } from '../lib/project-root';
import { fileOfRoute } from '../pipeline/content';
import type { CheckProblem } from './problem';
import type { SourceLocator, SourcePlace } from './source-locator';

/** Site-wide files of the output, and the source that writes each (the build's code, or the content to add). */
const WRITERS: Readonly<Record<string, string>> = {
  'sitemap.xml': 'cli/pipeline/output/write-sitemap.ts',
  'robots.txt': 'cli/pipeline/output/write-site-files.ts',
  _headers: 'cli/pipeline/output/write-headers.ts',
  _redirects: 'cli/pipeline/output/write-redirects.tsx',
};

/**
 * Gives each problem the source file and line that wrote what it is about (see SourceLocator),
 * and drops what the checks told the locator to look for. A problem on a page is placed at its
 * text where a source holds it, else at the page's template; an embed's at its widget's entry;
 * one of a file the build writes at the code that writes it.
 */
export async function attributeSources(
  problems: readonly CheckProblem[],
  locator: SourceLocator,
): Promise<CheckProblem[]> {
  return Promise.all(
    problems.map(async ({ find = [], ...problem }) => {
      const source = await placeOf(problem.where, find, locator);
      return source ? { ...problem, source } : problem;
    }),
  );
}

async function placeOf(
  where: string,
  find: CheckProblem['find'] & object,
  locator: SourceLocator,
): Promise<SourcePlace | undefined> {
  if (where.startsWith('/')) return locator.locate(where, find);
  const embed = /^embed\/([^/]+)\.js$/.exec(where);
  if (embed) return { file: codeFile(`widgets/${embed[1]}/embed.tsx`), line: 1 };
  if (where === '404.html') {
    // The page to add: its file, where the site's collections route files by path.
    const file = fileOfRoute('/404');
    return file ? { file: displayPath(path.join(locator.contentDir, file)), line: 1 } : undefined;
  }
  const writer = WRITERS[where];
  return writer ? { file: codeFile(writer), line: 1 } : locator.locate(where, find);
}

const codeFile = (file: string) => displayPath(path.join(PROJECT_ROOT, file));
