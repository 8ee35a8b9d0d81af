import type { CollectionScaffold } from '../../../cli/kit/define-collection';
import { exampleIds, referencesNote } from './example-ids';

const quote = (text: string) => JSON.stringify(text);
const DRAFT_NEXT = 'It is a draft: `site dev` shows it; remove `draft: true` to publish it with `site build`.';

/**
 * A new page or post: valid front matter for its template, so it builds at once, and `draft:
 * true`, so it is published (by `site build`) only once someone removes that line; `site dev`
 * shows drafts. The text says what to write where, and every placeholder starts with TODO:
 * `site build` refuses to publish a page that still holds one.
 */
export const pageScaffold: CollectionScaffold = {
  kind: 'page',
  folders: true,
  next: DRAFT_NEXT,
  text: ({ title, data }) => `---
template: page
title: ${quote(title)}
description: ${quote(`TODO: say in one or two sentences what ${title} offers and who it is for.`)}
lead: ${quote('TODO: a sentence or two under the heading, the promise of this page.')}
draft: true
---

## TODO: the first section's heading

TODO: write the page here in Markdown: \`##\` for sections, \`###\` below them (the title is the page's only h1).
Remove \`draft: true\` above when it is ready to publish: \`site build\` refuses a page that still holds a \`TODO\`.
${referencesNote(exampleIds(data))}`,
};

export const postScaffold: CollectionScaffold = {
  kind: 'post',
  next: DRAFT_NEXT,
  text: ({ slug, title, today, data }) => `---
title: ${quote(title)}
description: ${quote(`TODO: what a reader learns from ${title}, in one or two sentences for search results.`)}
excerpt: ${quote('TODO: the teaser shown on the blog listing, one or two sentences.')}
category: Web Development
date: ${today}
readTime: 5
icon: file-text
permalink: /${slug}/
draft: true
---

## TODO: the first section's heading

TODO: write the article here in Markdown. Remove \`draft: true\` above when it is ready to publish:
\`site build\` refuses a post that still holds a \`TODO\`.
${referencesNote(exampleIds(data))}`,
};
