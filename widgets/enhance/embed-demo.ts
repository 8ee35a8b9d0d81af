/**
 * Live examples of embeds that are not islands (the consent banner) on /embed: the real embed
 * script loads on the first click of the example's button, and the events it sends are shown.
 *
 * <div data-enhance="embed-demo" data-embed-script="/embed/consent.js">
 *   <button data-embed-demo-start hidden>Show it</button>
 *   <p data-embed-demo-fallback>Needs JavaScript.</p>
 *   <output data-embed-demo-log data-embed-demo-event="chinook:consent"></output>
 * </div>
 */
export function enhanceEmbedDemos(doc: Document): void {
  for (const demo of doc.querySelectorAll<HTMLElement>('[data-enhance~="embed-demo"]')) {
    const src = demo.dataset.embedScript ?? '';
    const start = demo.querySelector<HTMLButtonElement>('[data-embed-demo-start]');
    // Our own embed scripts only, from their stable same-origin path.
    if (!/^\/embed\/[a-z-]+\.js$/.test(src) || !start) continue;
    start.hidden = false;
    for (const fallback of demo.querySelectorAll<HTMLElement>('[data-embed-demo-fallback]')) fallback.hidden = true;
    const log = demo.querySelector<HTMLElement>('[data-embed-demo-log]');
    const event = log?.dataset.embedDemoEvent;
    if (log && event)
      doc.addEventListener(event, (e) => (log.textContent = JSON.stringify((e as CustomEvent<unknown>).detail)));
    start.addEventListener(
      'click',
      () => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        doc.head.append(script);
      },
      { once: true },
    );
  }
}
