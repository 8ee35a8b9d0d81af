import { z } from 'zod';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Prose } from '../components/Prose';
import { TableOfContents } from '../components/TableOfContents';
import { defineTemplate, isoDate, pageFields } from '../model/define-template';
import { formatDate } from '../model/format';
import type { PageContext } from '../model/page-context';

export const legalSchema = z.strictObject({
  template: z.literal('legal'),
  ...pageFields,
  lastUpdated: isoDate,
});
type LegalData = z.infer<typeof legalSchema>;

/** Terms of Service and Privacy Policy: prose with a section index. */
export function Legal({ page }: PageContext<LegalData>) {
  return (
    <article className="container page-narrow legal">
      <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: page.title }]} />
      <header className="page-header">
        <h1>{page.title}</h1>
        <p className="page-header__meta">
          Last updated: <time dateTime={page.data.lastUpdated}>{formatDate(page.data.lastUpdated)}</time>
        </p>
      </header>
      <TableOfContents headings={page.headings} title="Sections" />
      <Prose html={page.html} eagerHtml={page.eagerHtml} />
    </article>
  );
}

export const legalTemplate = defineTemplate<LegalData>({
  schema: legalSchema,
  component: Legal,
  uses: [],
  head: ({ page }) => ({ lastmod: page.data.lastUpdated }),
});
