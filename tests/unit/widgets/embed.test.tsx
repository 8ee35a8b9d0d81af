// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerEmbed } from '../../../widgets/shared/embed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const widget = (label: string) => ({
  css: '.hello{color:red}',
  render: (options: DOMStringMap) => <p className="hello">{`${label} ${options.variant ?? 'default'}`}</p>,
});

afterEach(() => {
  document.body.innerHTML = '';
  delete window.ChinookWidgets;
});

describe('registerEmbed', () => {
  it('mounts each element in a shadow root with its CSS, reading data-* options', async () => {
    document.body.innerHTML =
      '<div data-chinook-widget="hello" data-variant="compact"></div><div data-chinook-widget="other"></div>';
    await act(async () => registerEmbed('hello', widget('Hi'), null));
    const host = document.querySelector<HTMLElement>('[data-chinook-widget=hello]')!;
    // A constructed stylesheet (no <style> element, which a partner's CSP could block).
    expect(host.shadowRoot?.querySelector('style')).toBeNull();
    const css = [...host.shadowRoot!.adoptedStyleSheets[0]!.cssRules].map((r) => r.cssText).join('');
    expect(css).toMatch(/\.hello\s*\{\s*color: red;?\s*\}/);
    expect(css).toContain(':host');
    expect(host.shadowRoot?.querySelector('p')?.textContent).toBe('Hi compact');
    // The frame widget-frame.css styles, as [data-island-root] is on our own pages.
    expect(host.shadowRoot?.querySelector('p')?.parentElement?.hasAttribute('data-embed-root')).toBe(true);
    expect(document.querySelector('[data-chinook-widget=other]')!.shadowRoot).toBeNull();
  });

  it('is safe to include twice and defines one global', async () => {
    const before = new Set(Object.keys(window));
    document.body.innerHTML = '<div data-chinook-widget="hello"></div>';
    await act(async () => {
      registerEmbed('hello', widget('First'), null);
      registerEmbed('hello', widget('Second'), null);
    });
    const added = Object.keys(window).filter((k) => !before.has(k));
    expect(added).toEqual(['ChinookWidgets']);
    expect(document.querySelector('[data-chinook-widget]')!.shadowRoot!.querySelectorAll('p')).toHaveLength(1);
    expect(document.querySelector('[data-chinook-widget]')!.shadowRoot!.textContent).toContain('First default');
  });

  it('mounts elements added later through ChinookWidgets.mount()', async () => {
    await act(async () => registerEmbed('hello', widget('Late'), null));
    const late = document.createElement('div');
    late.dataset.chinookWidget = 'hello';
    document.body.append(late);
    await act(async () => window.ChinookWidgets!.mount());
    expect(late.shadowRoot?.textContent).toContain('Late default');
  });
});
