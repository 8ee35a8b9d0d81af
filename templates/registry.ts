import type { AnyTemplate } from './define-template';
import { articleTemplate } from './pages/Article';
import { blogIndexTemplate } from './pages/BlogIndex';
import { cloudGuideTemplate } from './pages/CloudGuide';
import { cloudIndexTemplate } from './pages/CloudIndex';
import { embedDocsTemplate } from './pages/EmbedDocs';
import { homeTemplate } from './pages/Home';
import { landingTemplate } from './pages/Landing';
import { legalTemplate } from './pages/Legal';
import { notFoundTemplate } from './pages/NotFound';

/** Every page template, by the name front matter gives in `template:`. */
export const TEMPLATES: Readonly<Record<string, AnyTemplate>> = {
  article: articleTemplate,
  'blog-index': blogIndexTemplate,
  'cloud-guide': cloudGuideTemplate,
  'cloud-index': cloudIndexTemplate,
  'embed-docs': embedDocsTemplate,
  home: homeTemplate,
  landing: landingTemplate,
  legal: legalTemplate,
  'not-found': notFoundTemplate,
};

/** Entries of content/blog/ use this template whatever their front matter says. */
export const BLOG_TEMPLATE = 'article';

/** Entries of content/cloud/ (one provider record each) use this template. */
export const CLOUD_TEMPLATE = 'cloud-guide';
