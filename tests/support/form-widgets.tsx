import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import YAML from 'yaml';
import { formsSchema } from '../../templates/model/data/forms';
import { TOAST_EVENT, type ToastDetail } from '../../widgets/shared/toast-event';
import { REPO_ROOT } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The forms' real copy (content/data/forms.yaml), validated: tests check the required wording in it. */
export const FORMS = formsSchema.parse(
  YAML.parse(readFileSync(path.join(REPO_ROOT, 'content/data/forms.yaml'), 'utf8')),
);

export interface Mounted {
  container: HTMLElement;
  form(): HTMLFormElement;
  field<T extends HTMLElement = HTMLInputElement>(name: string): T;
  submitButton(): HTMLButtonElement;
  status(): string;
  unmount(): void;
}

/** Renders a widget into the document (happy-dom) with a real React root. */
export function mount(element: ReactElement): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    form: () => container.querySelector('form')!,
    field: <T extends HTMLElement>(name: string) => container.querySelector<T>(`[name="${name}"]`)!,
    submitButton: () => container.querySelector<HTMLButtonElement>('button[type=submit]')!,
    status: () => container.querySelector('[role=status]')?.textContent ?? '',
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Types into a field the way the browser does (value, then an input event React listens to). */
export function fill(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  act(() => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Lets pending promises (the send) settle, inside act so React applies what they set. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

export type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

/** Replaces fetch: each call answers with `status` (0 = network failure, 'hang' = never answers until aborted). */
export function stubFetch(answer: number | 'hang'): FetchMock {
  const fetch = vi.fn(async (_url: string, init: RequestInit): Promise<Response> => {
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (answer === 0) throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON body of each fetch call. */
export const sentBodies = (fetch: FetchMock) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(init.body as string) as Record<string, string>);

/** Records the toasts widgets raise. */
export function recordToasts(): ToastDetail[] {
  const toasts: ToastDetail[] = [];
  document.addEventListener(TOAST_EVENT, (event) => toasts.push(event.detail));
  return toasts;
}

/** A gtag stand-in (analytics running); returns the events sent, as [name, params]. */
export function stubGtag(): Array<[string, Record<string, unknown>]> {
  const events: Array<[string, Record<string, unknown>]> = [];
  window.gtag = (...args: unknown[]) => {
    if (args[0] === 'event') events.push([args[1] as string, args[2] as Record<string, unknown>]);
  };
  return events;
}
