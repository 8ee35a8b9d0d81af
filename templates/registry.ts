import type { AnyTemplate } from './define-template';
import { articleTemplate } from './pages/Article';
import { authorTemplate } from './pages/Author';
import { blogIndexTemplate } from './pages/BlogIndex';
import { categoryTemplate } from './pages/CategoryPage';
import { cloudGuideTemplate } from './pages/CloudGuide';
import { cloudIndexTemplate } from './pages/CloudIndex';
import { emailSequencesTemplate } from './pages/EmailSequences';
import { embedDocsTemplate } from './pages/EmbedDocs';
import { homeTemplate } from './pages/Home';
import { landingTemplate } from './pages/Landing';
import { legacyPricingTemplate } from './pages/LegacyPricing';
import { legalTemplate } from './pages/Legal';
import { notFoundTemplate } from './pages/NotFound';
import { postsIndexTemplate } from './pages/PostsIndex';
import { showcaseTemplate } from './pages/Showcase';

/** Every page template, by the name front matter gives in `template:`. */
export const TEMPLATES: Readonly<Record<string, AnyTemplate>> = {
  article: articleTemplate,
  author: authorTemplate,
  'blog-index': blogIndexTemplate,
  category: categoryTemplate,
  'cloud-guide': cloudGuideTemplate,
  'cloud-index': cloudIndexTemplate,
  'email-sequences': emailSequencesTemplate,
  'embed-docs': embedDocsTemplate,
  home: homeTemplate,
  landing: landingTemplate,
  'legacy-pricing': legacyPricingTemplate,
  legal: legalTemplate,
  'not-found': notFoundTemplate,
  'posts-index': postsIndexTemplate,
  showcase: showcaseTemplate,
};

/** Entries of content/blog/ use this template whatever their front matter says. */
export const BLOG_TEMPLATE = 'article';

/** Entries of content/cloud/ (one provider record each) use this template. */
export const CLOUD_TEMPLATE = 'cloud-guide';
