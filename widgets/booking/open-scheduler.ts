/** The scheduling service's popup API (Calendly's widget.js defines it). */
interface SchedulerApi {
  initPopupWidget(options: { url: string }): void;
}

declare global {
  interface Window {
    Calendly?: SchedulerApi;
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads a script once per page; rejects on error or after `timeoutMs`. */
export function loadScriptOnce(src: string, doc: Document = document, timeoutMs = 4000): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      script.src = src;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error(`could not load ${src}`));
      };
      doc.head.append(script);
    });
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

/**
 * Opens the scheduling popup: the script is requested on the first click only (never on page
 * load). When it is missing, fails or defines no popup API, the scheduling page opens in a
 * new tab instead (spec document 2, section 4).
 */
export async function openScheduler(url: string, scriptUrl: string, win: Window = window): Promise<'popup' | 'tab'> {
  if (scriptUrl) {
    try {
      await loadScriptOnce(scriptUrl, win.document);
      if (win.Calendly?.initPopupWidget) {
        win.Calendly.initPopupWidget({ url });
        return 'popup';
      }
    } catch {
      /* fall through to the new tab */
    }
  }
  win.open(url, '_blank', 'noopener,noreferrer');
  return 'tab';
}
