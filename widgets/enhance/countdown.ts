import { countdownParts, isCountdownFormat, parseCountdownStart, remainingAfter } from './countdown-format';

/**
 * Ticks every countdown on the page (`data-enhance~="countdown"`, with data-countdown-start
 * and data-countdown-format), writing each `data-countdown-part`. The server already rendered
 * the start, so without JavaScript the page reads the same; the element is a `timer`, whose
 * changes screen readers do not announce. Returns a function that stops the ticking.
 */
export function enhanceCountdowns(doc: Document, now: () => number = Date.now): () => void {
  const countdowns = [...doc.querySelectorAll<HTMLElement>('[data-enhance~="countdown"]')].flatMap((root) => {
    const start = parseCountdownStart(root.dataset.countdownStart);
    const format = root.dataset.countdownFormat;
    if (start === undefined || !isCountdownFormat(format)) return [];
    const parts = new Map(
      [...root.querySelectorAll<HTMLElement>('[data-countdown-part]')].map((el) => [el.dataset.countdownPart!, el]),
    );
    return [{ start, format, parts }];
  });
  if (countdowns.length === 0) return () => {};
  const startedAt = now();
  const update = () => {
    const elapsed = (now() - startedAt) / 1000;
    for (const { start, format, parts } of countdowns) {
      for (const [name, text] of Object.entries(countdownParts(remainingAfter(start, elapsed), format))) {
        const el = parts.get(name);
        if (el && el.textContent !== text) el.textContent = text;
      }
    }
  };
  // A timeout to each next whole second since load, rather than setInterval, so late or
  // early timer callbacks never skip or repeat a second.
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        update();
        schedule();
      },
      1000 - ((now() - startedAt) % 1000),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}
