import type { Output, OutputPage } from './read-output';
import { literal, type CheckProblem } from './problem';
import { resolveLink } from '../lib/resolve-link';

/** Fragments every browser understands without a matching id (HTML: the top of the page). */
const TOP_FRAGMENTS = new Set(['', 'top']);

/**
 * Every internal link, `src` and `#anchor` resolves: the file exists (after `_redirects`,
 * as a static host serves it) and, for a fragment, the target page has that id.
 */
export function checkLinks(output: Output): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const page of output.pages.values()) {
    const refs = [...page.facts.references];
    if (page.facts.refresh) refs.push({ tag: 'meta', attr: 'refresh', url: page.facts.refresh, subresource: false });
    const seen = new Set<string>();
    for (const ref of refs) {
      if (seen.has(ref.url) || /^(mailto|tel|data|blob):/i.test(ref.url)) continue;
      seen.add(ref.url);
      const problem = checkOne(output, page, ref.tag, ref.attr, ref.url);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function checkOne(output: Output, page: OutputPage, tag: string, attr: string, url: string): CheckProblem | undefined {
  const where = page.route;
  if (/^javascript:/i.test(url)) {
    return {
      where,
      rule: 'links',
      message: `<${tag} ${attr}="${url}"> runs script from a URL`,
      find: [literal(url)],
      fix: 'Use a real link or a button; the CSP blocks javascript: URLs.',
    };
  }
  const target = resolveLink(output, page.route, url);
  if (target.kind === 'external') return undefined;
  if (target.kind === 'loop') {
    return {
      where,
      rule: 'links',
      message: `<${tag} ${attr}="${url}"> ends in a redirect loop at ${target.path}`,
      find: [literal(url)],
      fix: 'Fix the redirects in content/redirects.yaml.',
    };
  }
  if (target.kind === 'missing') {
    const via = target.redirected ? ` (redirected to ${target.path})` : '';
    return {
      where,
      rule: 'links',
      message: `<${tag} ${attr}="${url}"> leads nowhere${via}`,
      find: [literal(url)],
      fix: 'Point it at a page the site builds, add that page, or add a redirect in content/redirects.yaml.',
    };
  }
  if (TOP_FRAGMENTS.has(target.fragment) || !target.file.endsWith('.html')) return undefined;
  const facts = output.pages.get(target.file)?.facts;
  if (facts && !facts.ids.has(target.fragment)) {
    return {
      where,
      rule: 'anchors',
      message: `<${tag} ${attr}="${url}"> points at #${target.fragment}, which ${target.file} does not have`,
      find: [literal(url)],
      fix: 'Use an id that exists on that page (headings get ids from their text), or remove the fragment.',
    };
  }
  return undefined;
}
