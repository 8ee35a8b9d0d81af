import path from 'node:path';
import { site } from '../site/index';
import type { CollectionDeclaration } from '../../kit/define-collection';

/**
 * What the build asks of the collections the site declares, in one place: every module that
 * needs to know about a collection asks here, and names none itself.
 */
export const declaredCollections = (): Readonly<Record<string, CollectionDeclaration>> => site().collections;

const entries = () => Object.entries(declaredCollections());

/** The collection a content file is an entry of (by its folder and file type), or undefined. */
export function collectionOfFile(absPath: string, contentDir: string): string | undefined {
  const rel = path.relative(contentDir, absPath).split(path.sep);
  const extension = path.extname(absPath);
  for (const [name, collection] of entries()) {
    const types = collection.format === 'markdown' ? ['.md'] : ['.yaml', '.yml'];
    if (rel[0] !== collection.folder || !types.includes(extension)) continue;
    if (collection.nested || rel.length === 2) return name;
  }
  return undefined;
}

/**
 * The file (inside content/) that is the page at `route` when someone adds it: in the Markdown
 * collection routed by its files' paths (/404 is pages/404.md here); undefined without one.
 */
export function fileOfRoute(route: string): string | undefined {
  const byPath = entries().find(([, collection]) => collection.route === 'path' && collection.format === 'markdown');
  return byPath && `${byPath[1].folder}/${route === '/' ? 'index' : route.slice(1)}.md`;
}

/** Whether a content file is an entry of a Markdown collection (one with bodies). */
export const isMarkdownEntry = (absPath: string, contentDir: string) => {
  const name = collectionOfFile(absPath, contentDir);
  return name !== undefined && declaredCollections()[name]!.format === 'markdown';
};

/** The folders of content/ whose files may be images pages show: images/, and each collection's that declares `images`. */
export const imageFolders = (): string[] => [
  'images',
  ...entries().flatMap(([, collection]) => (collection.images ? [collection.folder] : [])),
];

/** The folder of the collection the site's feed lists (its articles, newest first), if it has a feed. */
export const feedFolder = (): string | undefined => entries().find(([, collection]) => collection.feed)?.[1].folder;

/** The collections whose entries `post:` references may name. */
export const referableCollections = (): string[] =>
  entries().flatMap(([name, collection]) => (collection.referable ? [name] : []));

/** The pattern of every file of a collection, for the inputs of pages that list it (`content/blog/*.md`). */
export function filesOf(name: string, contentDir: string, shown: (file: string) => string): string {
  const collection = declaredCollections()[name]!;
  const folder = shown(path.join(contentDir, collection.folder));
  return `${folder}/${collection.nested ? '**/' : ''}*.${collection.format === 'markdown' ? 'md' : 'yaml'}`;
}
