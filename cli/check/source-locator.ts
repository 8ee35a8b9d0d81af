import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../lib/files';
import { siteCodeFolders, siteRoot } from '../lib/site-layout';

/** A file (as the terminal shows it) and line a problem of the output was written at. */
export interface SourcePlace {
  file: string;
  line: number;
}

/** What the locator knows of each built page: its content file and its template. */
export interface PageSource {
  /** Absolute path of the content file the page was made from. */
  file: string;
  template: string;
}

/**
 * Text in the output that a source file holds as written: a string, or a pattern for a line;
 * `{ page }` is looked for in the page's own content file only.
 */
export type Needle = string | RegExp | { page: RegExp };

const CODE_FILE = /\.(?:tsx?|css)$/;
const CONTENT_FILE = /\.(?:ya?ml|md)$/;

/**
 * Finds where the text behind a problem of the output was written: first in the page's own
 * content file, then in the content's data and other pages (a card shows another page's front
 * matter; the navigation is in site.yaml), then in the templates and widgets. A problem with no
 * text to look for, or whose text is made by code, is placed at the page's template component.
 */
export class SourceLocator {
  private readonly texts = new Map<string, Promise<string[]>>();
  private listing: Promise<{ content: string[]; code: string[] }> | undefined;

  constructor(
    readonly contentDir: string,
    private readonly pages: ReadonlyMap<string, PageSource>,
  ) {}

  /** The source of a problem on `route` (or a site-wide file), looking for `needles` in order. */
  async locate(route: string, needles: readonly Needle[]): Promise<SourcePlace | undefined> {
    const page = this.pages.get(route);
    const { content, code } = await this.files();
    // The page's own file, then its template, with every needle: a text there is most likely the page's.
    const own = page ? [page.file, templateFile(page.template)] : [];
    const scoped = (needle: Needle): needle is { page: RegExp } => typeof needle === 'object' && 'page' in needle;
    for (const [i, file] of own.entries()) {
      for (const needle of needles) {
        if (scoped(needle) && i > 0) continue;
        const line = await this.lineOf(file, scoped(needle) ? needle.page : needle);
        if (line) return { file: displayPath(file), line };
      }
    }
    // Then the content's data and other pages, then the code, the most telling needle first.
    const others = [...content, ...code].filter((file) => !own.includes(file));
    for (const needle of needles) {
      if (scoped(needle)) continue;
      for (const file of others) {
        const line = await this.lineOf(file, needle);
        if (line) return { file: displayPath(file), line };
      }
    }
    return page ? this.templatePlace(page.template) : undefined;
  }

  /** Where a page's template component is declared (`export function Legal(`). */
  async templatePlace(template: string): Promise<SourcePlace> {
    const file = templateFile(template);
    const line = await this.lineOf(file, new RegExp(`export function ${path.basename(file, '.tsx')}\\b`));
    if (line) return { file: displayPath(file), line };
    const registry = path.join(siteRoot(), 'templates', 'registry.ts');
    return { file: displayPath(registry), line: (await this.lineOf(registry, `'${template}'`)) ?? 1 };
  }

  /** The line of a file, counted from 1, where `needle` first appears; undefined when it does not. */
  async lineOf(file: string, needle: string | RegExp): Promise<number | undefined> {
    const lines = await this.linesOf(file);
    const index = lines.findIndex((line) => (typeof needle === 'string' ? line.includes(needle) : needle.test(line)));
    return index < 0 ? undefined : index + 1;
  }

  private linesOf(file: string): Promise<string[]> {
    let lines = this.texts.get(file);
    if (!lines) {
      lines = readFile(file, 'utf8').then(
        (text) => text.split(/\r?\n/),
        () => [],
      );
      this.texts.set(file, lines);
    }
    return lines;
  }

  private files(): Promise<{ content: string[]; code: string[] }> {
    this.listing ??= (async () => {
      const content = await listFiles(this.contentDir, CONTENT_FILE);
      // Data before pages: a text in both is the data's (pages quote data through directives).
      content.sort((a, b) => Number(a.endsWith('.md')) - Number(b.endsWith('.md')) || a.localeCompare(b));
      const code = (await Promise.all(siteCodeFolders().map((dir) => listFiles(dir, CODE_FILE)))).flat();
      return { content, code };
    })();
    return this.listing;
  }
}

/** A template's component file: `cloud-guide` -> templates/pages/CloudGuide.tsx. */
function templateFile(template: string): string {
  const name = template.replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase());
  return path.join(siteRoot(), 'templates', 'pages', `${name}.tsx`);
}

async function listFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && pattern.test(e.name) && !e.parentPath.includes(`${path.sep}.`))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
