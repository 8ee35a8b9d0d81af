import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { SITE_SOURCE, type MarkdownIssue } from './result';

/** Reports a content problem at `node` through the file, as every unified plugin reports messages. */
export function report(file: VFile, node: Node | undefined, message: string, hint: string): void {
  const reported = file.message(message, { place: node?.position, source: SITE_SOURCE });
  reported.note = hint;
}

/** The site's own problems of a rendered body, by line (other plugins' messages are theirs to show). */
export function issuesOf(file: VFile): MarkdownIssue[] {
  return file.messages
    .filter((m) => m.source === SITE_SOURCE)
    .map((m) => ({ ...(m.line ? { line: m.line } : {}), message: m.reason, hint: m.note ?? '' }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
