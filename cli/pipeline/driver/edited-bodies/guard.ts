import type { AnyTemplate } from '../../../kit/define-template';
import { isMarkdownEntry } from '../../content';

/** What decides whether an edit of a file is of a Markdown body alone, however the caller knows the file's last build. */
export interface EditFacts {
  absPath: string;
  contentDir: string;
  /** The template of the page the file makes (undefined: the file made no page, or the template is gone). */
  template: Pick<AnyTemplate, 'paginate' | 'checkBody'> | undefined;
  /** The text before the body is the one the last build read. */
  sameFrontMatter: boolean;
  /** The body shows an image, before the edit or after it. */
  showsImage: boolean;
}

/**
 * The one list of what makes an edit more than a body's, for `site build` (from the cache) and
 * `site dev` (from its last build in memory) alike: the edited pages are then rendered alone,
 * from the last build's render context, since listings, feeds, the sitemap and related links are
 * made from front matter. Returns why an edit is more (the caller then builds as usual), or
 * undefined.
 */
export function moreThanABody(edit: EditFacts): string | undefined {
  if (!isMarkdownPage(edit.absPath, edit.contentDir))
    return 'not an entry of a Markdown collection (a YAML record is all data)';
  if (!edit.template) return 'no page of the last build came from it';
  if (edit.template.paginate) return 'its template paginates: its pages list other pages';
  if (edit.template.checkBody) return 'its template checks the body against the front matter';
  if (!edit.sameFrontMatter) return 'its front matter changed';
  if (edit.showsImage) return 'the body shows an image, which the images stage makes';
  return undefined;
}

/** An entry of one of the site's Markdown collections: a YAML record's text is all data. */
export const isMarkdownPage = isMarkdownEntry;
