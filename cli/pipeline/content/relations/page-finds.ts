import { mayUseFactDirective, site as definition } from '../../site/index';
import { referenceFields } from '../references/find-references';
import { walkData } from '../../../lib/walk-data';
import type { FieldPath } from '../../../lib/yaml-source';
import type { Page } from '../page';

/** What the relations read in a page's front matter, each with its path. */
export interface PageFinds {
  page: Page;
  /** Records that hold a field a relation reads (`steps`, `client`, `offer`, `offers`, the site's labels and group fields). */
  records: { record: Record<string, unknown>; at: FieldPath }[];
  /** Texts that may hold a fact directive (`:price[...]`, `:term[...]`: the site's directives). */
  texts: { text: string; at: FieldPath }[];
}

/** The fields of a record the relations read: a process's steps, a case's client, references, the site's own. */
function fieldsRead(): string[] {
  const { cases, priceLists } = definition().relations ?? {};
  return [
    'steps',
    ...(cases ? [cases.labelsField] : []),
    'client',
    ...Object.values(referenceFields('offer')),
    ...(priceLists?.groupFields ?? []),
  ];
}
const found = new WeakMap<readonly Page[], PageFinds[]>();

/**
 * Every page's front matter walked once for all the relations (a site of 4,000 posts is walked
 * once, not once per relation), kept for as long as the list of pages is.
 */
export function pageFinds(pages: readonly Page[]): PageFinds[] {
  let finds = found.get(pages);
  if (finds) return finds;
  const fields = fieldsRead();
  finds = pages.map((page) => {
    const own: PageFinds = { page, records: [], texts: [] };
    walkData(page.data, {
      record(record, at) {
        if (fields.some((field) => record[field] !== undefined)) own.records.push({ record, at: [...at] });
      },
      text(text, at) {
        if (mayUseFactDirective(text)) own.texts.push({ text, at: [...at] });
      },
    });
    return own;
  });
  found.set(pages, finds);
  return finds;
}
