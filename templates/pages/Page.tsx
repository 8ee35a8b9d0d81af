import { z } from 'zod';
import { breadcrumbStructuredData } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { Prose } from '../components/Prose';
import { TableOfContents } from '../components/TableOfContents';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';

export const pageSchema = z.strictObject({
  template: z.literal('page'),
  ...pageFields,
  /** The h1, when it should differ from the title in search results. */
  heading: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  cta: z
    .strictObject({
      title: z.string().min(1),
      text: z.string().min(1),
      label: z.string().min(1),
      href: z.string().regex(/^(\/|https?:\/\/)/, 'must start with / or http(s)://'),
    })
    .optional(),
});
type PageData = z.infer<typeof pageSchema>;

/** A general content page: a heading, an optional lead, the Markdown body (with a section index when long) and an optional call to action. */
export function Page({ page }: PageContext<PageData>) {
  const { data } = page;
  return (
    <article className="content-page">
      <PageHero
        crumbs={[{ label: 'Home', href: '/' }, { label: page.title }]}
        heading={data.heading ?? page.title}
        lead={data.lead}
        narrow
      />
      <div className="container page-narrow">
        <TableOfContents headings={page.headings} />
        <Prose html={page.html} eagerHtml={page.eagerHtml} />
        {data.cta && (
          <CallToAction
            title={data.cta.title}
            text={data.cta.text}
            primary={{ label: data.cta.label, href: data.cta.href }}
          />
        )}
      </div>
    </article>
  );
}

export const pageTemplate = defineTemplate<PageData>({
  schema: pageSchema,
  component: Page,
  uses: [],
  head: ({ page, site }) => ({
    structuredData: [
      breadcrumbStructuredData([{ label: 'Home', href: '/' }, { label: page.title }], site.site.url, page.url),
    ],
  }),
});
