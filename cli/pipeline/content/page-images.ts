import { resolveImageSrc, type ImageInfo } from '../../kit/image';
import type { Problem } from '../../errors';
import { imageFields } from './image-fields';
import type { DataImage } from './load-data';
import { pageDir, type Page } from './page';
import { bodyTraits } from './body-traits';
import { bodyImageSources } from './body-image-sources';

/**
 * Images a page names that the pipeline did not make (a missing file): in the body, with their
 * line, and in its data, with their field. `refused` images exist but could not be made: their
 * own problem says why, so they are not called missing too.
 */
export function missingImages(
  file: string,
  bodyLine: number,
  fromDir: string,
  body: readonly { src: string; line: number }[],
  data: unknown,
  images: Readonly<Record<string, ImageInfo>>,
  refused: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const missing = (key: string) => !images[key] && !refused.includes(key);
  for (const image of body) {
    if (missing(resolveImageSrc(image.src, fromDir)))
      problems.push({
        file,
        line: bodyLine + image.line - 1,
        message: `shows ${image.src}, which is not an image in content/`,
        hint: 'Check the file name, and put the image in content/images/ or beside this file.',
      });
  }
  for (const { field, src } of imageFields(data)) {
    if (missing(resolveImageSrc(src)))
      problems.push({
        file,
        field,
        message: `${src} is not an image in content/`,
        hint: 'Give its path inside content/, such as images/founder.jpg.',
      });
  }
  return problems;
}

/**
 * The problems of a page's missing images (see missingImages) with the line of their field.
 * They are found where the page is rendered, often a worker thread that has the page's data but
 * not its text; the line is looked up here, on the main thread, only when something is missing.
 */
export function withImageLines(problems: readonly Problem[], page: Pick<Page, 'source' | 'data'>): Problem[] {
  if (!problems.some((p) => p.field && p.line === undefined)) return [...problems];
  const fields = imageFields(page.data);
  return problems.map((problem) => {
    const at = problem.line === undefined ? fields.find((f) => f.field === problem.field) : undefined;
    const line = at ? page.source.lineOf([...at.path, 'src']) : undefined;
    return line ? { ...problem, line } : problem;
  });
}

/** Images the data sets name that the pipeline did not make, with their file, field and line (`refused`: as for missingImages). */
export function missingDataImages(
  named: readonly DataImage[],
  images: Readonly<Record<string, ImageInfo>>,
  refused: readonly string[] = [],
): Problem[] {
  return named
    .filter((image) => !images[resolveImageSrc(image.src)] && !refused.includes(resolveImageSrc(image.src)))
    .map((image) => {
      const line = image.line();
      return {
        file: image.file,
        field: image.field,
        ...(line ? { line } : {}),
        message: `${image.src} is not an image in content/`,
        hint: 'Give its path inside content/, such as images/portfolio/site.png.',
      };
    });
}

/** The images a page shows, by path inside content/: in its Markdown body and in its data. */
export function imagesShownBy(page: Pick<Page, 'source' | 'data'>, contentDir: string): string[] {
  let shown = shownBy.get(page);
  if (!shown) {
    const dir = pageDir(page, contentDir);
    const body = bodyTraits(page.source).images
      ? bodyImageSources(page.source.body).map((src) => resolveImageSrc(src, dir))
      : [];
    shownBy.set(page, (shown = [...body, ...imageFields(page.data).map((f) => resolveImageSrc(f.src))]));
  }
  return shown;
}
/** Asked for by the social cards and by every page key: one scan per page. */
const shownBy = new WeakMap<object, string[]>();
