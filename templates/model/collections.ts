import type { ArticleData } from './article-schema';
import type { CloudProvider } from './cloud-provider-schema';
import { defineCollection, type CollectionDeclaration } from '../../cli/kit/define-collection';
import type { PostSummary } from './page-context';
import { pageScaffold, postScaffold } from './scaffolds/markdown';
import { providerScaffold } from './scaffolds/provider';

/**
 * This site's collections: its pages, its blog and its cloud provider guides. The build reads
 * content/ through these declarations alone (docs/collections.md); `collections.<name>` in a
 * template's `uses` is the items a declaration gives.
 */
export const COLLECTIONS = {
  /** One file per page (pages/faq.md is /faq), each naming its template. */
  pages: defineCollection({
    folder: 'pages',
    format: 'markdown',
    nested: true,
    route: 'path',
    images: true,
    scaffold: pageScaffold,
  }),

  /** Posts (/blog/<id>) and long-slug articles (their `permalink`), newest first in listings and the feed. */
  blog: defineCollection<PostSummary>({
    folder: 'blog',
    format: 'markdown',
    template: 'article',
    route: '/blog/:id',
    images: true,
    referable: true,
    scaffold: postScaffold,
    items: {
      of: ({ route, title, data }) => {
        const post = data as ArticleData;
        return {
          route,
          ...(post.id === undefined ? {} : { id: post.id }),
          title,
          excerpt: post.excerpt,
          category: post.category,
          date: post.date,
          readTime: post.readTime,
          featured: post.featured ?? false,
          icon: post.icon,
        };
      },
      order: (a, b) => b.date.localeCompare(a.date) || (a.id ?? 0) - (b.id ?? 0),
    },
    feed: {
      name: 'blog',
      route: '/blog',
      entry: (post) => ({
        title: post.title,
        route: post.route,
        date: post.date,
        category: post.category,
        description: post.excerpt,
      }),
    },
  }),

  /** One provider record per YAML file, named by its slug (/cloud/<slug>). */
  cloud: defineCollection<CloudProvider>({
    folder: 'cloud',
    format: 'yaml',
    template: 'cloud-guide',
    route: '/cloud/:slug',
    nameField: 'slug',
    fields: { description: 'metaDescription' },
    scaffold: providerScaffold,
    items: { of: ({ data }) => data as CloudProvider, order: (a, b) => a.slug.localeCompare(b.slug) },
  }),
} satisfies Record<string, CollectionDeclaration>;

/** The collections by name, as the build reads them. */
export const COLLECTION_DECLARATIONS: Readonly<Record<string, CollectionDeclaration>> = COLLECTIONS;
