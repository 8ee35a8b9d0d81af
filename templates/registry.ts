import type { AnyTemplate } from './define-template';
import { articleTemplate } from './pages/Article';
import { blogIndexTemplate } from './pages/BlogIndex';
import { contactTemplate } from './pages/Contact';
import { embedDocsTemplate } from './pages/EmbedDocs';
import { guideTemplate } from './pages/Guide';
import { homeTemplate } from './pages/Home';
import { legalTemplate } from './pages/Legal';
import { notFoundTemplate } from './pages/NotFound';

/** Every page template, by the name front matter gives in `template:`. */
export const TEMPLATES: Readonly<Record<string, AnyTemplate>> = {
  article: articleTemplate,
  'blog-index': blogIndexTemplate,
  contact: contactTemplate,
  'embed-docs': embedDocsTemplate,
  guide: guideTemplate,
  home: homeTemplate,
  legal: legalTemplate,
  'not-found': notFoundTemplate,
};

/** Entries of content/blog/ use this template whatever their front matter says. */
export const BLOG_TEMPLATE = 'article';
