import { readFileSync } from 'node:fs';
import type { AnyTemplate } from '../../kit/define-template';
import { SiteError } from '../../errors';
import { decodeText } from '../../lib/decode-text';
import { displayPath, type SourceFile } from '../../lib/files';
import { fileStamp } from './body-traits';
import { parseMarkdownSource, type MarkdownSource } from './front-matter';
import type { CachedFrontMatter } from './front-matter-cache';
import { imageFields } from './image-fields';
import { commonFields, type Page } from './page';
import { markPlain } from './plain-data';
import { findReferences } from './references/find-references';

/**
 * A page from the cache for a file not read: its text is read only if something asks for its
 * body or a field's line (a page that renders, a message). It was valid UTF-8 when cached, and
 * its stamp says it was not written since.
 */
export function stampedPage(
  absPath: string,
  hit: CachedFrontMatter,
  template: AnyTemplate,
  collection: Page['collection'],
): Page {
  let text: string | undefined;
  const file: SourceFile = {
    file: displayPath(absPath),
    absPath,
    get text() {
      return (text ??= readCachedText(absPath, hit.stamp));
    },
  };
  const page = cachedPage(file, hit, template, collection);
  if (hit.traits) page.source.traits = hit.traits;
  return page;
}

/** No reference, fact directive or image in the data: the walks looking for them may skip it next time. */
export function holdsNothingToResolve(data: unknown): boolean {
  const found = findReferences(data);
  return !found.references.length && !found.retyped.length && !found.texts.length && !imageFields(data).length;
}

/**
 * The text of a file found unchanged when the build started. Should it have changed since, its
 * page would pair the old front matter (and keys) with the new body: the build stops instead.
 */
function readCachedText(absPath: string, stamp: string | undefined): string {
  const bytes = readFileSync(absPath);
  const now = fileStamp(absPath);
  if (!now || now !== stamp) {
    throw new SiteError(`${displayPath(absPath)} changed while the site was building: build again.`);
  }
  const decoded = decodeText(bytes, displayPath(absPath));
  return decoded.ok ? decoded.text : '';
}

/** A page rebuilt from its cached front matter; field lines (only ever needed for messages) are found by parsing on demand. */
export function cachedPage(
  file: SourceFile,
  hit: CachedFrontMatter,
  template: AnyTemplate,
  collection: Page['collection'],
): Page {
  if (hit.plain) markPlain(hit.data);
  let parsed: MarkdownSource | undefined;
  let body: string | undefined;
  const source: MarkdownSource = {
    file: file.file,
    absPath: file.absPath,
    data: hit.data as Record<string, unknown>,
    // A getter: the text of a file found unchanged by its stamp is read only when this is.
    get body() {
      return (body ??= file.text.slice(hit.bodyStart));
    },
    bodyLine: hit.bodyLine,
    lineOf: (path) => (parsed ??= parseMarkdownSource(file)).lineOf(path),
    problems: [],
  };
  return {
    ...commonFields(hit.data),
    source,
    collection,
    templateName: hit.templateName,
    template,
    data: hit.data,
    route: hit.route,
  };
}
