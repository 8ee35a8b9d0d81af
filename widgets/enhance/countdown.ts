import { countdownParts, isCountdownFormat, parseCountdownStart, secondsToDeadline } from './countdown-format';

/**
 * Ticks every countdown on the page (`data-enhance~="countdown"`, with data-countdown-every, the
 * promotion's period, and data-countdown-format) to the promotion's next end by the visitor's
 * clock, writing each `data-countdown-part`: every countdown of the site agrees. The server
 * rendered the whole period; the element is a `timer`, whose changes screen readers do not
 * announce. Returns a function that stops the ticking.
 */
export function enhanceCountdowns(doc: Document, now: () => number = Date.now): () => void {
  const countdowns = [...doc.querySelectorAll<HTMLElement>('[data-enhance~="countdown"]')].flatMap((root) => {
    const start = parseCountdownStart(root.dataset.countdownEvery);
    const format = root.dataset.countdownFormat;
    if (start === undefined || !isCountdownFormat(format)) return [];
    const parts = new Map(
      [...root.querySelectorAll<HTMLElement>('[data-countdown-part]')].map((el) => [el.dataset.countdownPart!, el]),
    );
    return [{ start, format, parts }];
  });
  if (countdowns.length === 0) return () => {};
  const update = () => {
    for (const { start, format, parts } of countdowns) {
      for (const [name, text] of Object.entries(countdownParts(secondsToDeadline(start, now()), format))) {
        const el = parts.get(name);
        if (el && el.textContent !== text) el.textContent = text;
      }
    }
  };
  // At once, then a timeout to each next whole second, rather than setInterval, so late or early
  // timer callbacks never skip or repeat a second.
  update();
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        update();
        schedule();
      },
      1000 - (now() % 1000),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}
