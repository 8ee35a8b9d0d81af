import { readFileSync } from 'node:fs';
import type { ExampleIds } from './example-ids';

/** A cloud provider record with every field a TODO (cli/new/provider.yaml), in the shape the guide needs. */
const PROVIDER = readFileSync(new URL('./provider.yaml', import.meta.url), 'utf8');

/** What `site new` can make, and where each kind lives in content/. */
export const KINDS = ['page', 'post', 'provider'] as const;
export type Kind = (typeof KINDS)[number];

export interface Scaffold {
  /** Path inside content/. */
  file: string;
  text: string;
}

/** "website-audit-checklist" -> "Website Audit Checklist" */
export function titleFromSlug(slug: string): string {
  const last = slug.split('/').pop() ?? slug;
  return last.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

const quote = (text: string) => JSON.stringify(text);

/** How to show a price, a claim or a person: by reference, so the draft starts the right way. */
const referencesNote = (ids: ExampleIds | undefined) =>
  ids
    ? `
TODO: delete this note. Prices, people and counted claims are references to content/data/, never typed: :price[${ids.offer}]
is written \`:price[${ids.offer}]\`, :fact[${ids.fact}]{field=both} is \`:fact[${ids.fact}]{field=both}\`, and
:person[${ids.person}] (:person[${ids.person}]{field=role}) is \`:person[${ids.person}]\` (\`{field=role}\`).
`
    : '';

/**
 * The content file of a new page or post: valid front matter for its template, so it builds at
 * once, and `draft: true`, so it is published (by `site build`) only once someone removes that
 * line; `site dev` shows drafts. The text says what to write where, and every placeholder starts
 * with TODO: `site build` refuses to publish a page that still holds one (see placeholder-line.ts).
 */
export function scaffold(kind: Kind, slug: string, title: string, today: string, ids?: ExampleIds): Scaffold {
  if (kind === 'provider')
    return { file: `cloud/${slug}.yaml`, text: PROVIDER.replaceAll('{{slug}}', slug).replaceAll('{{name}}', title) };
  if (kind === 'page') {
    return {
      file: `pages/${slug}.md`,
      text: `---
template: page
title: ${quote(title)}
description: ${quote(`TODO: say in one or two sentences what ${title} offers and who it is for.`)}
lead: ${quote('TODO: a sentence or two under the heading, the promise of this page.')}
draft: true
---

## TODO: the first section's heading

TODO: write the page here in Markdown: \`##\` for sections, \`###\` below them (the title is the page's only h1).
Remove \`draft: true\` above when it is ready to publish: \`site build\` refuses a page that still holds a \`TODO\`.
${referencesNote(ids)}`,
    };
  }
  return {
    file: `blog/${slug}.md`,
    text: `---
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
${referencesNote(ids)}`,
  };
}
