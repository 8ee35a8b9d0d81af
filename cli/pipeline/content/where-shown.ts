import path from 'node:path';
import { resolveImageSrc } from '../../kit/image';
import { imageFields } from './image-fields';
import type { DataImage } from './load-data';
import type { Page } from './page';
import { imagesShownBy } from './page-images';

/**
 * Where an image (by its path inside content/, `images/chart.png`) is first shown, for a message
 * about the image itself: `content/blog/post.md:11 (image)`, a data set's field, or the line of
 * a page's Markdown that names it. Undefined when nothing shows it. Asked only for a problem.
 */
export function whereShown(
  key: string,
  pages: readonly Page[],
  dataImages: readonly DataImage[],
  contentDir: string,
): string | undefined {
  for (const page of pages) {
    if (!imagesShownBy(page, contentDir).includes(key)) continue;
    const field = imageFields(page.data).find((f) => resolveImageSrc(f.src) === key);
    if (field) return at(page.source.file, page.source.lineOf([...field.path, 'src']), field.field);
    // In the body: the first line that names the file (the path may be written relative to the page).
    const offset = page.source.body.indexOf(path.posix.basename(key));
    const line =
      offset < 0 ? undefined : page.source.bodyLine + page.source.body.slice(0, offset).split('\n').length - 1;
    return at(page.source.file, line);
  }
  const data = dataImages.find((image) => resolveImageSrc(image.src) === key);
  return data ? at(data.file, data.line(), data.field) : undefined;
}

const at = (file: string, line: number | undefined, field?: string) =>
  `${line ? `${file}:${line}` : file}${field ? ` (${field})` : ''}`;
