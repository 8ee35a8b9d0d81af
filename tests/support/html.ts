import { Window } from 'happy-dom';

/** Parses an HTML string into a document, so tests assert on elements rather than on text. */
export function parseHtml(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true, disableJavaScriptFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}
