import type { ReactNode } from 'react';

// `[label](https://...)` links (targets may hold one level of balanced parentheses) and `code`
// spans: the only Markdown PageSpeed descriptions use.
const TOKENS = /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|`([^`\n]+)`/g;

/** A link target only when it is an absolute http(s) URL (never javascript:, data: or relative). */
export function safeHref(href: string): string | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renders text from PageSpeed (which we do not control) as React elements: Markdown links
 * become real links opening in a new tab without an opener, `code` spans become <code>, and
 * everything else stays text, so markup inside it is shown, never interpreted.
 */
export function MarkdownText({ text, newTabLabel }: { text: string; newTabLabel: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    const [whole, label, href, code] = match;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const target = href ? safeHref(href) : undefined;
    if (code !== undefined) parts.push(<code key={at}>{code}</code>);
    else if (target) {
      parts.push(
        <a key={at} href={target} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="cdw-sr"> {newTabLabel}</span>
        </a>,
      );
    } else parts.push(label ?? whole);
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
