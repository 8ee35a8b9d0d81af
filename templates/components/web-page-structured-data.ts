/** The kinds of schema.org WebPage our pages call themselves. */
export type WebPageType = 'AboutPage' | 'CollectionPage' | 'ContactPage';

/** What a WebPage says of the page it stands on, besides its name. */
export interface DescribedPage {
  description: string;
  /** Absolute canonical URL. */
  url: string;
}

/**
 * schema.org WebPage of one kind for the page itself: its name, description and URL, then what
 * `more` adds (its main entity, its parts), in that order.
 */
export function webPageStructuredData(type: WebPageType, name: string, page: DescribedPage, more: object = {}): object {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description: page.description,
    url: page.url,
    ...more,
  };
}
