import type { AnyTemplate } from './define-template';
import { articleTemplate } from './pages/Article';
import { blogIndexTemplate } from './pages/BlogIndex';
import { embedDocsTemplate } from './pages/EmbedDocs';
import { homeTemplate } from './pages/Home';
import { legalTemplate } from './pages/Legal';
import { notFoundTemplate } from './pages/NotFound';
import { websiteCheckerTemplate } from './pages/WebsiteChecker';

/** Every page template, by the name front matter gives in `template:`. */
export const TEMPLATES: Readonly<Record<string, AnyTemplate>> = {
  article: articleTemplate,
  'blog-index': blogIndexTemplate,
  'embed-docs': embedDocsTemplate,
  home: homeTemplate,
  legal: legalTemplate,
  'not-found': notFoundTemplate,
  'website-checker': websiteCheckerTemplate,
};

/** Entries of content/blog/ use this template whatever their front matter says. */
export const BLOG_TEMPLATE = 'article';
