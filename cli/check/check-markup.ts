import type { Output, OutputPage } from './read-output';
import { isRedirectStub, literal, type CheckProblem } from './problem';
import type { Needle } from './source-locator';

/**
 * Markup rules: images described and sized (no layout shift), no insecure subresources,
 * safe new-tab links, unique ids, and structured data that parses.
 */
export function checkMarkup(output: Output): CheckProblem[] {
  return [...output.pages.values()].filter((p) => !isRedirectStub(p)).flatMap(checkPage);
}

function checkPage(page: OutputPage): CheckProblem[] {
  const { facts, route: where } = page;
  const problems: CheckProblem[] = [];
  const add = (rule: string, message: string, fix: string, find: Needle[] = []) =>
    problems.push({ where, rule, message, fix, find });
  // An image's file as a source names it: the output's may carry a size and another format (photo-800.webp).
  const imageNeedles = (src: string) => {
    const stem = src
      .split('/')
      .pop()!
      .replace(/(?:-\d+)?\.\w+$/, '');
    return [literal(src), ...(stem ? [stem] : [])];
  };

  for (const img of facts.images) {
    if (img.alt === undefined)
      add(
        'images',
        `<img src="${img.src}"> has no alt text`,
        'Describe the image in its alt text (Markdown: ![what it shows](file)).',
        imageNeedles(img.src),
      );
    else if (!img.alt.trim() && !img.decorative) {
      add(
        'images',
        `<img src="${img.src}"> has an empty alt`,
        'Describe the image, or mark a purely decorative one role="presentation".',
        imageNeedles(img.src),
      );
    }
    if (img.width === undefined || img.height === undefined) {
      add(
        'images',
        `<img src="${img.src}"> has no width and height`,
        'Set both so the browser reserves its space (no layout shift).',
        imageNeedles(img.src),
      );
    }
  }
  for (const ref of facts.references) {
    if (ref.subresource && /^http:\/\//i.test(ref.url)) {
      add(
        'security',
        `<${ref.tag} ${ref.attr}="${ref.url}"> loads over plain http://`,
        'Use https:// (browsers block mixed content).',
        [literal(ref.url)],
      );
    }
  }
  for (const href of facts.unsafeBlankTargets) {
    add(
      'security',
      `link to ${href} opens a new tab with access to this page`,
      'Add rel="noopener noreferrer" to target="_blank" links.',
      [literal(href)],
    );
  }
  for (const [id, count] of facts.ids) {
    if (count > 1)
      add(
        'markup',
        `the id "${id}" is used ${count} times`,
        'Ids must be unique on a page (anchors and labels rely on them).',
        [`id="${id}"`, `'${id}'`, `"${id}"`],
      );
  }
  for (const block of facts.jsonLd) {
    const error = jsonLdError(block);
    if (error)
      add(
        'structured-data',
        `a JSON-LD block ${error}`,
        'Fix the structured data the template writes (schema.org, with @context and @type).',
        ['application/ld+json'],
      );
  }
  return problems;
}

function jsonLdError(text: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'is not valid JSON';
  }
  const items = Array.isArray(data) ? data : [data];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) return 'is not an object';
    const record = item as Record<string, unknown>;
    if (!('@context' in record) && !('@graph' in record)) return 'has no @context';
    if (!('@type' in record) && !('@graph' in record)) return 'has no @type';
  }
  return undefined;
}
