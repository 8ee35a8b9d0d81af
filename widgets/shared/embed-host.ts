/**
 * The partner-embed runtime without React: the one global namespace, the shadow root each widget
 * element gets, and the widget's styles in it. widgets/shared/embed.tsx puts React widgets on it;
 * a widget without React (the consent banner) mounts its own DOM.
 */
export interface EmbedContext {
  /** Origin of the embed script (our site), for links back to it. */
  origin: string;
}

/** What one embed script registers: its CSS and how to fill a mounted element's shadow root. */
export interface HostedWidget {
  css: string;
  mount(
    container: HTMLElement,
    options: DOMStringMap,
    context: EmbedContext & { instance: number; host: HTMLElement },
  ): void;
}

interface Namespace {
  version: 1;
  widgets: Record<string, { mount(element: HTMLElement): void }>;
  /** Mounts every not-yet-mounted widget element below `root` (call it after adding elements). */
  mount(root?: ParentNode): void;
}

declare global {
  interface Window {
    ChinookWidgets?: Namespace;
  }
}

const MOUNTED = 'data-chinook-mounted';
const sheets = new Map<string, CSSStyleSheet>();

/**
 * A constructed stylesheet, shared by every instance: CSSOM is not subject to the partner
 * page's `style-src`, so the widget keeps its styles under a strict CSP with no
 * 'unsafe-inline'. Browsers without constructable stylesheets get a <style> element.
 */
function adoptStyles(shadow: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.prepend(style);
}

/**
 * Host rules beat :host rules for normal declarations, but important declarations from
 * inside the shadow tree win; resetting `all` also stops the page's inherited fonts and
 * colours flowing in, so the wrapper sets every inherited property it relies on.
 */
const HOST_CSS =
  ':host{all:initial!important;display:block!important;visibility:visible!important;opacity:1!important;contain:layout style}';

/**
 * Registers a widget in the one global namespace (window.ChinookWidgets) and mounts it into
 * every `<div data-chinook-widget="name">` in a shadow root with its CSS inlined. Including
 * the script twice, or two widgets' scripts, is safe: each widget registers once, each
 * element mounts once.
 */
export function registerEmbedHost(name: string, widget: HostedWidget, script: HTMLScriptElement | null): void {
  const origin = script?.src ? new URL(script.src).origin : window.location.origin;
  const ns = (window.ChinookWidgets ??= {
    version: 1,
    widgets: {},
    mount(root: ParentNode = document) {
      for (const element of root.querySelectorAll<HTMLElement>(`[data-chinook-widget]:not([${MOUNTED}])`)) {
        ns.widgets[element.dataset.chinookWidget ?? '']?.mount(element);
      }
    },
  });
  if (ns.widgets[name]) return;
  let instances = 0;
  ns.widgets[name] = {
    mount(element) {
      if (element.hasAttribute(MOUNTED)) return;
      element.setAttribute(MOUNTED, '');
      const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      const container = document.createElement('div');
      // The widget's frame (widget-frame.css), as [data-island-root] is on our own pages.
      container.setAttribute('data-embed-root', '');
      shadow.replaceChildren(container);
      adoptStyles(shadow, HOST_CSS + widget.css);
      instances += 1;
      widget.mount(container, { ...element.dataset }, { origin, instance: instances, host: element });
    },
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => ns.mount());
  else ns.mount();
}
