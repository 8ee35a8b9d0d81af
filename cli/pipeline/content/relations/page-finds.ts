import { METRIC_LABELS_FIELD } from '../../../../templates/model/data/portfolio';
import { GROUP_FIELDS } from '../../../../templates/model/relations/price-lists';
import { walkData } from '../../../lib/walk-data';
import type { FieldPath } from '../../../lib/yaml-source';
import type { Page } from '../page';

/** What the relations read in a page's front matter, each with its path. */
export interface PageFinds {
  page: Page;
  /** Records that hold a field a relation reads (`steps`, `metricLabels`, `client`, `offer`, `offers`, `type`, `show`). */
  records: { record: Record<string, unknown>; at: FieldPath }[];
  /** Texts that may hold a fact directive (`:price[...]`, `:term[...]`). */
  texts: { text: string; at: FieldPath }[];
}

const FIELDS = ['steps', METRIC_LABELS_FIELD, 'client', 'offer', 'offers', ...GROUP_FIELDS];
const DIRECTIVE = /:(?:price|saving|offer|term)\[/;
const found = new WeakMap<readonly Page[], PageFinds[]>();

/**
 * Every page's front matter walked once for all the relations (a site of 4,000 posts is walked
 * once, not once per relation), kept for as long as the list of pages is.
 */
export function pageFinds(pages: readonly Page[]): PageFinds[] {
  let finds = found.get(pages);
  if (finds) return finds;
  finds = pages.map((page) => {
    const own: PageFinds = { page, records: [], texts: [] };
    walkData(page.data, {
      record(record, at) {
        if (FIELDS.some((field) => record[field] !== undefined)) own.records.push({ record, at: [...at] });
      },
      text(text, at) {
        if (DIRECTIVE.test(text)) own.texts.push({ text, at: [...at] });
      },
    });
    return own;
  });
  found.set(pages, finds);
  return finds;
}
