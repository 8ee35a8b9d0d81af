import { matchNotFoundRule, type RedirectRule } from '../lib/redirects-file';
import { resolveFile } from './resolve-file';

/**
 * The page that answers a miss at `urlPath`, with status 404, as static hosts choose it: a
 * matching status-404 rule of `_redirects` (Netlify: `/cloud/* /cloud/404.html 404`), else the
 * nearest 404.html up the path (Cloudflare Pages: /cloud/x -> cloud/404.html, then 404.html).
 * Undefined when the site has none.
 */
export async function notFoundPage(
  root: string,
  urlPath: string,
  rules: readonly RedirectRule[],
): Promise<string | undefined> {
  const rule = matchNotFoundRule(urlPath, rules);
  if (rule) {
    const target = await resolveFile(root, rule.to);
    if (target.kind === 'file') return target.path;
  }
  const segments = urlPath.split('/').filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const candidate = await resolveFile(root, `/${[...segments.slice(0, depth), '404.html'].join('/')}`);
    if (candidate.kind === 'file') return candidate.path;
  }
  return undefined;
}
