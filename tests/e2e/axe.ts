import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 A and AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's violations on the page (or inside `within`), one line per element. axe is injected
 * once per document and asked for violations only: five times faster than a full report, which
 * keeps an axe run on every route affordable. Our pages have no frames to scan at load.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ tags, include }) => {
      const run = (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }
      ).axe.run;
      return run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }).then((r) => r.violations);
    },
    { tags: AXE_TAGS, include: within },
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}
