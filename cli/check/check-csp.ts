import { createHash } from 'node:crypto';
import { parsePolicy } from '../kit/csp/policy';
import { headerMap } from '../preview/header-map';
import { applyHeaderRules } from '../preview/header-rules';
import type { Output, OutputPage } from './read-output';
import { isRedirectStub, type CheckProblem } from './problem';

const fix =
  'The CSP allows no inline code or styles beyond the hashed site stylesheet: move it into a file under widgets/ or templates/styles/.';

/**
 * Every page is served with a strict Content-Security-Policy (from `_headers`, as the host
 * applies it): no 'unsafe-inline' or 'unsafe-eval' for scripts, and every inline script or
 * <style> on the page allowed by its hash; no style attributes or inline event handlers,
 * which no hash can allow.
 */
export function checkCsp(output: Output): CheckProblem[] {
  const hostname = new URL(output.siteUrl).hostname;
  return [...output.pages.values()]
    .filter((p) => !isRedirectStub(p))
    .flatMap((page) => {
      const policy = applyHeaderRules(output.headers, { path: page.route, hostname }, headerMap()).get(
        'content-security-policy',
      )?.value;
      return checkPage(page, policy);
    });
}

function checkPage(page: OutputPage, policy: string | undefined): CheckProblem[] {
  const where = page.route;
  const problems: CheckProblem[] = [];
  const add = (message: string, hint = fix) => problems.push({ where, rule: 'csp', message, fix: hint });
  if (!policy) {
    add(
      'is served without a Content-Security-Policy',
      'The build writes one into _headers for /*; check a folder written by `site build`.',
    );
    return problems;
  }
  // The header's policy and the page's meta policies all apply: code runs only if every one allows it.
  const policies = [policy, ...page.facts.metaPolicies];
  // A policy without the directive (nor default-src) does not restrict that kind of code.
  const scripts = policies.flatMap((p) => restriction(p, 'script-src-elem', 'script-src'));
  const styles = policies.flatMap((p) => restriction(p, 'style-src-elem', 'style-src'));
  if ((restriction(policy, 'script-src')[0] ?? []).some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'"))
    add("the CSP's script-src allows 'unsafe-inline' or 'unsafe-eval'");
  if (styles.every(allowsAnyInline))
    add(
      "the CSP allows every inline style: the page needs a meta policy whose style-src lists its stylesheets' hashes",
    );
  for (const text of page.facts.inlineScripts)
    if (!scripts.every((s) => allowsInline(s, hashOf(text))))
      add(`has an inline <script> the CSP does not allow (${hashOf(text)})`);
  for (const text of page.facts.inlineStyles)
    if (!styles.every((s) => allowsInline(s, hashOf(text))))
      add(`has an inline <style> the CSP does not allow (${hashOf(text)})`);
  // Markup the page's template writes: no text of it to look for (see attributeSources).
  if (page.facts.styleAttributes) add(`has ${page.facts.styleAttributes} style="" attribute(s)`);
  for (const handler of new Set(page.facts.eventHandlers)) add(`has an inline event handler ${handler}`);
  return problems;
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The source list that governs a kind of code, as a one-element list, or none when the policy leaves it free. */
function restriction(policy: string, ...names: string[]): string[][] {
  const directives = parsePolicy(policy);
  for (const name of [...names, 'default-src']) {
    const found = directives.get(name);
    if (found) return [found];
  }
  return [];
}
/** 'unsafe-inline' counts only where no hash or nonce is listed (CSP Level 3). */
const allowsAnyInline = (list: readonly string[]) =>
  list.includes("'unsafe-inline'") && !list.some((s) => /^'(sha(256|384|512)|nonce)-/.test(s));
const allowsInline = (list: readonly string[], hash: string) => list.includes(hash) || allowsAnyInline(list);
