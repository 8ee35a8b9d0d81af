import type { SiteTemplate } from './model/define-template';
import { aboutTemplate } from './pages/About';
import { articleTemplate } from './pages/Article';
import { authorTemplate } from './pages/Author';
import { blogIndexTemplate } from './pages/BlogIndex';
import { contactTemplate } from './pages/Contact';
import { categoryTemplate } from './pages/Category';
import { cloudGuideTemplate } from './pages/CloudGuide';
import { cloudIndexTemplate } from './pages/CloudIndex';
import { emailSequencesTemplate } from './pages/EmailSequences';
import { embedDocsTemplate } from './pages/EmbedDocs';
import { faqTemplate } from './pages/Faq';
import { guideTemplate } from './pages/Guide';
import { homeTemplate } from './pages/Home';
import { landingTemplate } from './pages/Landing';
import { legacyPricingTemplate } from './pages/LegacyPricing';
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
import { postsIndexTemplate } from './pages/PostsIndex';
import { showcaseTemplate } from './pages/Showcase';

/** Every page template, by the name front matter gives in `template:`. */
export const TEMPLATES: Readonly<Record<string, SiteTemplate>> = {
  about: aboutTemplate,
  article: articleTemplate,
  author: authorTemplate,
  'blog-index': blogIndexTemplate,
  contact: contactTemplate,
  category: categoryTemplate,
  'cloud-guide': cloudGuideTemplate,
  'cloud-index': cloudIndexTemplate,
  'email-sequences': emailSequencesTemplate,
  'embed-docs': embedDocsTemplate,
  faq: faqTemplate,
  guide: guideTemplate,
  home: homeTemplate,
  landing: landingTemplate,
  'legacy-pricing': legacyPricingTemplate,
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
  'posts-index': postsIndexTemplate,
  showcase: showcaseTemplate,
};
