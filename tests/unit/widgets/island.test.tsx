// @vitest-environment happy-dom
import { act, useEffect, useId, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIsland, hydrateIslands } from '../../../widgets/shared/hydrate';
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

  it("names the island's entry and its chunks for the loader, and the query parameters an instance starts from", () => {
    const QueryIsland = defineIsland('counter', Counter, {
      query: (props) => (props.label === 'shared' ? ['url'] : []),
      links: (props) => (props.label === 'shared' ? 'a[data-x]' : undefined),
    });
    const collector = new IslandCollector((name) =>
      name === 'counter'
        ? { script: '/assets/counter-X.js', imports: ['/assets/chunks/react-Y.js', '/assets/chunks/z.js'] }
        : undefined,
    );
    document.body.innerHTML = renderToStaticMarkup(
      <IslandContext.Provider value={collector}>
        <QueryIsland label="shared" />
        <QueryIsland label="plain" />
      </IslandContext.Provider>,
    );
    const [shared, plain] = document.querySelectorAll<HTMLElement>('[data-island=counter]');
    expect(shared!.dataset).toMatchObject({
      islandSrc: '/assets/counter-X.js',
      islandPreload: '/assets/chunks/react-Y.js /assets/chunks/z.js',
      islandQuery: 'url',
      islandLinks: 'a[data-x]',
    });
    expect(plain!.dataset.islandQuery).toBeUndefined();
    expect(plain!.dataset.islandLinks).toBeUndefined();
    // Outside a build (no manifest) the markup names no files.
    expect(renderPage(<CounterIsland label="x" />).html).not.toContain('data-island-src');
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

describe('hydrateIsland (browser side)', () => {
  it('resolves once the island is hydrated and its effects have run, keeping the server useId values', async () => {
    const effects: string[] = [];
    function Effectful({ label }: { label: string }) {
      const id = useId();
      useEffect(() => {
        effects.push(label);
      }, [label]);
      return <input id={id} aria-label={label} />;
    }
    const errors = vi.spyOn(console, 'error');
    const EffectfulIsland = defineIsland('effectful', Effectful);
    document.body.innerHTML = renderPage(<EffectfulIsland label="x" />).html;
    const serverId = document.querySelector('input')!.id;
    let hydrated: Promise<void> | undefined;
    // act() flushes React's work when its callback returns: the promise settles after it.
    await act(async () => {
      hydrated = hydrateIsland(document.querySelector<HTMLElement>('[data-island]')!, Effectful);
    });
    await expect(hydrated).resolves.toBeUndefined();
    expect(effects).toEqual(['x']);
    expect(document.querySelector('input')!.id).toBe(serverId);
    expect(errors).not.toHaveBeenCalled();
    await expect(
      hydrateIsland(document.querySelector<HTMLElement>('[data-island]')!, Effectful),
    ).resolves.toBeUndefined();
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
