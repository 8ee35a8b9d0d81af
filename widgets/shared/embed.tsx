import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { registerEmbedHost, type EmbedContext } from './embed-host';

export type { EmbedContext } from './embed-host';

/** What one React embed script registers: how to render its widget from the element's data-* options. */
interface EmbedWidget {
  css: string;
  render(options: DOMStringMap, context: EmbedContext): ReactElement;
}

/**
 * Registers a React widget for partner pages (see registerEmbedHost): each element gets its
 * own shadow root and React root, with a distinct identifierPrefix so useId never collides.
 */
export function registerEmbed(name: string, widget: EmbedWidget, script: HTMLScriptElement | null): void {
  registerEmbedHost(
    name,
    {
      css: widget.css,
      mount(container, options, { origin, instance }) {
        createRoot(container, { identifierPrefix: `cdw-${name}${instance}-` }).render(
          widget.render(options, { origin }),
        );
      },
    },
    script,
  );
}
