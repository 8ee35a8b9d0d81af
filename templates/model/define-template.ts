import { templatesOf, type TemplateDefinition } from '../../cli/kit/define-template';
import type { ChinookSite } from './page-context';

export {
  pageFields,
  isoDate,
  isCalendarDate,
  type AnyTemplate,
  type BodyProblem,
  type DataProblem,
  type TemplateHead,
} from '../../cli/kit/define-template';

/** Declares a page template of this site: its context has this site's site.yaml, facts and collections. */
export const { defineTemplate } = templatesOf<ChinookSite>();

/** Any template of this site, as its registry holds them. */
export type SiteTemplate = TemplateDefinition<unknown, ChinookSite>;
