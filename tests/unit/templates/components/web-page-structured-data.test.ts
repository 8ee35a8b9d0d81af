import { describe, expect, it } from 'vitest';
import { webPageStructuredData } from '../../../../templates/components/web-page-structured-data';

const page = { description: 'A page.', url: 'https://example.com/list' };

describe('webPageStructuredData', () => {
  it('names the page, then gives its description and URL', () => {
    expect(webPageStructuredData('CollectionPage', 'List', page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'List',
      description: page.description,
      url: page.url,
    });
  });

  it('writes what it adds after the URL, in the order given', () => {
    const data = webPageStructuredData('AboutPage', 'About', page, { mainEntity: { '@id': 'x' }, hasPart: [] });
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'description', 'url', 'mainEntity', 'hasPart']);
    expect(data).toMatchObject({ '@type': 'AboutPage', mainEntity: { '@id': 'x' }, hasPart: [] });
  });
});
