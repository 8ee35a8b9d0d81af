// @vitest-environment happy-dom
import { act, useId, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from '../../../widgets/shared/hydrate';
import { defineIsland, IslandCollector, IslandContext } from '../../../widgets/shared/island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={id} onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}
const CounterIsland = defineIsland('counter', Counter);

function renderPage(children: React.ReactNode) {
  const collector = new IslandCollector();
  const html = renderToStaticMarkup(<IslandContext.Provider value={collector}>{children}</IslandContext.Provider>);
  return { html, collector };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('Island (server side)', () => {
  it('renders the markup in place, marked with its name, a distinct prefix per instance and its props as JSON', () => {
    const { html, collector } = renderPage(
      <>
        <CounterIsland label="First" />
        <CounterIsland label="Second" />
      </>,
    );
    document.body.innerHTML = html;
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island=counter]')];
    expect(islands.map((i) => i.dataset.islandPrefix)).toEqual(['counter0-', 'counter1-']);
    expect(islands.map((i) => JSON.parse(i.querySelector('script[type="application/json"]')!.textContent!))).toEqual([
      { label: 'First' },
      { label: 'Second' },
    ]);
    const ids = [...document.querySelectorAll('button')].map((b) => b.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toContain('counter0-');
    expect([...collector.used]).toEqual([['counter', 2]]);
  });

  it('escapes props so content cannot close the script element', () => {
    const { html } = renderPage(<CounterIsland label="</script><script>alert(1)</script>" />);
    expect(html).not.toContain('</script><script>alert(1)');
    document.body.innerHTML = html;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document.querySelector('script')!.textContent!).label).toBe('</script><script>alert(1)</script>');
  });

  it('refuses to render outside the build (no collector)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToStaticMarkup(<CounterIsland label="x" />)).toThrow(/page renderer/);
  });
});

describe('hydrateIslands (browser side)', () => {
  it('hydrates every instance without a mismatch and makes it interactive', async () => {
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = renderPage(
      <>
        <CounterIsland label="A" />
        <CounterIsland label="B" />
      </>,
    ).html;
    const before = document.querySelector('button');
    await act(async () => {
      expect(hydrateIslands('counter', Counter)).toBe(2);
    });
    expect(document.querySelector('button')).toBe(before); // hydrated in place, not re-rendered
    await act(async () => document.querySelectorAll('button')[1]!.click());
    expect(document.querySelectorAll('button')[1]!.textContent).toBe('B 1');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => {
      expect(hydrateIslands('counter', Counter)).toBe(0); // never twice
    });
  });
});
