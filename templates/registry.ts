import type { AnyTemplate } from './define-template';
import { aboutTemplate } from './pages/About';
import { articleTemplate } from './pages/Article';
import { blogIndexTemplate } from './pages/BlogIndex';
import { contactTemplate } from './pages/Contact';
import { embedDocsTemplate } from './pages/EmbedDocs';
import { faqTemplate } from './pages/Faq';
import { guideTemplate } from './pages/Guide';
import { homeTemplate } from './pages/Home';
import { legalTemplate } from './pages/Legal';
import { notFoundTemplate } from './pages/NotFound';
import { pageTemplate } from './pages/Page';
import { portfolioTemplate } from './pages/Portfolio';
import { resourcesTemplate } from './pages/Resources';
import { pricingTemplate } from './pages/Pricing';
import { serviceDetailTemplate } from './pages/ServiceDetail';
import { servicesTemplate } from './pages/Services';
import { solutionsTemplate } from './pages/Solutions';
import { websiteCheckerTemplate } from './pages/WebsiteChecker';

/** Every page template, by the name front matter gives in `template:`. */
export const TEMPLATES: Readonly<Record<string, AnyTemplate>> = {
  about: aboutTemplate,
  article: articleTemplate,
  'blog-index': blogIndexTemplate,
  contact: contactTemplate,
  'embed-docs': embedDocsTemplate,
  faq: faqTemplate,
  guide: guideTemplate,
  home: homeTemplate,
  legal: legalTemplate,
  'not-found': notFoundTemplate,
  page: pageTemplate,
  portfolio: portfolioTemplate,
  resources: resourcesTemplate,
  pricing: pricingTemplate,
  'service-detail': serviceDetailTemplate,
  services: servicesTemplate,
  solutions: solutionsTemplate,
  'website-checker': websiteCheckerTemplate,
};

/** Entries of content/blog/ use this template whatever their front matter says. */
export const BLOG_TEMPLATE = 'article';
