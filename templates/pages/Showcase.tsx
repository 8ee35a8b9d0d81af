import { z } from 'zod';
import { CallToAction } from '../components/CallToAction';
import { ICON_NAMES } from '../model/icon-names';
import { IconCards } from '../components/IconCards';
import { PageHero } from '../components/PageHero';
import { Prose } from '../components/Prose';
import { defineTemplate, pageFields } from '../model/define-template';
import { ctaBandSchema } from '../legacy/legacy-schemas';
import type { PageContext } from '../model/page-context';

/** A static showcase page (/sample-page/): highlights, prose and a call to action. */
export const showcaseSchema = z.strictObject({
  template: z.literal('showcase'),
  ...pageFields,
  crumb: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  highlights: z
    .array(z.strictObject({ icon: z.enum(ICON_NAMES), title: z.string().min(1), text: z.string().min(1) }))
    .min(1),
  cta: ctaBandSchema,
});
type ShowcaseData = z.infer<typeof showcaseSchema>;

export function Showcase({ page }: PageContext<ShowcaseData>) {
  const d = page.data;
  return (
    <div className="legacy">
      <PageHero crumbs={[{ label: 'Home', href: '/' }, { label: d.crumb }]} heading={d.heading} lead={d.intro} />
      <div className="container legacy__body">
        <section aria-labelledby="highlights-title">
          <h2 id="highlights-title" className="sr-only">
            Highlights
          </h2>
          <IconCards cards={d.highlights} />
        </section>
        <Prose html={page.html} eagerHtml={page.eagerHtml} className="showcase__body" />
        <CallToAction {...d.cta} />
      </div>
    </div>
  );
}

export const showcaseTemplate = defineTemplate<ShowcaseData>({ schema: showcaseSchema, component: Showcase, uses: [] });
