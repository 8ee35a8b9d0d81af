// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  pickViewerCount,
  showViewerCount,
  VIEWER_COUNT_MAX,
  VIEWER_COUNT_MIN,
} from '../../../widgets/enhance/viewer-count';

describe('the fake viewer count', () => {
  it('is a whole number from 30 to 49', () => {
    expect([VIEWER_COUNT_MIN, VIEWER_COUNT_MAX]).toEqual([30, 49]);
    expect(pickViewerCount(() => 0)).toBe(30);
    expect(pickViewerCount(() => 0.999999)).toBe(49);
    expect(pickViewerCount(() => 0.5)).toBe(40);
    // Even a random source returning 1 (out of Math.random's range) stays inside.
    expect(pickViewerCount(() => 1)).toBe(49);
  });

  it('reaches every value of the range and nothing else', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) seen.add(pickViewerCount(() => i / 2000));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 30 + i));
    for (let i = 0; i < 500; i += 1) {
      const n = pickViewerCount();
      expect(Number.isInteger(n) && n >= 30 && n <= 49).toBe(true);
    }
  });

  it('replaces the server-rendered default once per page view, in every count of the banner', () => {
    document.body.innerHTML =
      '<div data-enhance="viewer-count"><strong data-viewer-count>37</strong> people</div><strong data-viewer-count>37</strong>';
    showViewerCount(document, () => 0.25);
    const [inBanner, outside] = [...document.querySelectorAll('[data-viewer-count]')].map((e) => e.textContent);
    expect(inBanner).toBe('35');
    expect(outside).toBe('37');
  });
});
