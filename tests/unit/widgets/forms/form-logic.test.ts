import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPayload, HONEYPOT_FIELD, isHoneypotFilled } from '../../../../widgets/forms/form-data';
import { formEmbedOptions, httpUrl } from '../../../../widgets/forms/embed-options';
import { postJson, SUBMIT_TIMEOUT_MS } from '../../../../widgets/forms/post-json';

const values = (entries: Record<string, string>) => ({
  get: (name: string) => (name in entries ? entries[name]! : null),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('buildPayload', () => {
  it('gives exactly the listed keys, in order, as trimmed strings, empty when a field is empty or absent', () => {
    const payload = buildPayload(values({ email: ' jane@acme.test ', name: 'Jane', extra: 'ignored', company: '' }), [
      'name',
      'email',
      'company',
      'service',
    ]);
    expect(payload).toEqual({ name: 'Jane', email: 'jane@acme.test', company: '', service: '' });
    expect(Object.keys(payload)).toEqual(['name', 'email', 'company', 'service']);
  });

  it('reads a FormData, which is what the browser submits', () => {
    const data = new FormData();
    data.set('name', 'Jane');
    expect(buildPayload(data, ['name', 'message'])).toEqual({ name: 'Jane', message: '' });
  });
});

describe('honeypot', () => {
  it(`is the field ${HONEYPOT_FIELD}: filled means a bot, empty or whitespace means a person`, () => {
    expect(isHoneypotFilled(values({ [HONEYPOT_FIELD]: 'http://spam.test' }))).toBe(true);
    expect(isHoneypotFilled(values({ [HONEYPOT_FIELD]: '   ' }))).toBe(false);
    expect(isHoneypotFilled(values({}))).toBe(false);
  });
});

describe('postJson', () => {
  it('POSTs JSON with the JSON content type and accept headers, and reads only the status', async () => {
    const json = vi.fn();
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json }) as unknown as Response);
    expect(await postJson('https://forms.test/f', { name: 'Jane' }, { fetch })).toEqual({ kind: 'ok' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.test/f');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Jane' });
    expect(json).not.toHaveBeenCalled();
  });

  it('reports a non-ok answer with its status, and a thrown fetch as a network failure', async () => {
    const refused = vi.fn(async () => ({ ok: false, status: 500 }) as Response);
    expect(await postJson('https://forms.test/f', {}, { fetch: refused })).toEqual({ kind: 'rejected', status: 500 });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postJson('https://forms.test/f', {}, { fetch: offline })).toEqual({
      kind: 'failed',
      reason: 'network',
    });
  });

  it('gives up on a request that hangs after 15 s, and counts it as a failure', async () => {
    vi.useFakeTimers();
    const hang = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    let outcome: unknown;
    void postJson('https://forms.test/f', {}, { fetch: hang as unknown as typeof fetch }).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(SUBMIT_TIMEOUT_MS).toBe(15_000);
    expect(outcome).toEqual({ kind: 'failed', reason: 'timeout' });
  });
});

describe('form embed options', () => {
  const content = { submit: 'Send', sending: 'Sending...', success: 'Thanks', error: 'Oops' };

  it('takes the partner endpoint and texts, and keeps ours for what is missing or unsafe', () => {
    const options = formEmbedOptions(
      { endpoint: 'https://partner.test/forms/1', title: ' Talk to us ', submitLabel: 'Go' },
      'https://ours.test/f',
      content,
    );
    expect(options).toEqual({
      endpoint: 'https://partner.test/forms/1',
      title: 'Talk to us',
      content: { ...content, submit: 'Go' },
    });
    expect(formEmbedOptions({ endpoint: 'javascript:alert(1)' }, 'https://ours.test/f', content).endpoint).toBe(
      'https://ours.test/f',
    );
    expect(httpUrl('/relative')).toBeUndefined();
  });
});
