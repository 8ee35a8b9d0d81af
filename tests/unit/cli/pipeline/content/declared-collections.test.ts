import { describe, expect, it } from 'vitest';
import { collectionOfFile, declaredCollections, fileOfRoute } from '../../../../../cli/pipeline/content';

/** The collection this site routes by file path (pages/faq.md is /faq), as it declares it. */
const byPath = () =>
  Object.entries(declaredCollections()).find(([, c]) => c.route === 'path' && c.format === 'markdown')!;

describe('what the build asks of the declared collections', () => {
  it('the file of a route someone adds is in the collection routed by path, and is an entry of it', () => {
    const [name, collection] = byPath();
    expect(fileOfRoute('/404')).toBe(`${collection.folder}/404.md`);
    expect(fileOfRoute('/services/hosting')).toBe(`${collection.folder}/services/hosting.md`);
    expect(fileOfRoute('/')).toBe(`${collection.folder}/index.md`);
    expect(collectionOfFile(`/site/content/${fileOfRoute('/404')}`, '/site/content')).toBe(name);
  });
});
