import type { Problem } from '../../errors';
import { walkData } from '../../lib/walk-data';
import { bodyTraits } from './body-traits';
import { fieldName } from './references/check-references';
import type { Page } from './page';
import { PLACEHOLDER } from './placeholder-line';
import { declaredCollections } from './declared-collections';

/** What `site build` says of a page to publish (not a draft) that still holds a placeholder: each field, and the body's first line. */
export function placeholderProblems(pages: readonly Page[]): Problem[] {
  const problems: Problem[] = [];
  const hint = 'Write the real text there, or keep `draft: true` until it is ready (site dev shows drafts).';
  for (const page of pages) {
    // A YAML collection's records check their own placeholders (their schemas refuse TODO where they must).
    if (page.draft || declaredCollections()[page.collection]?.format !== 'markdown') continue;
    const { source } = page;
    walkData(page.data, {
      text: (value, at) => {
        if (!PLACEHOLDER.test(value)) return;
        const line = source.lineOf(at);
        problems.push({
          file: source.file,
          ...(line ? { line } : {}),
          field: fieldName(at),
          message: 'still holds a TODO placeholder',
          hint,
        });
      },
    });
    const inBody = bodyTraits(source).todo;
    if (inBody)
      problems.push({
        file: source.file,
        line: source.bodyLine + inBody - 1,
        message: 'still holds a TODO placeholder in its text',
        hint,
      });
  }
  return problems;
}
