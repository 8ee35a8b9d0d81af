import type { FormMessages } from './form-copy';

/**
 * The data-* options every form embed shares: data-endpoint (the partner's own form service,
 * an http(s) URL), data-title, data-submit-label, data-success-message, data-error-message.
 * Anything missing or malformed falls back to the built-in settings.
 */
export function formEmbedOptions<C extends FormMessages>(options: DOMStringMap, endpoint: string, content: C) {
  return {
    endpoint: httpUrl(options.endpoint) ?? endpoint,
    title: options.title?.trim() || undefined,
    content: {
      ...content,
      submit: options.submitLabel?.trim() || content.submit,
      success: options.successMessage?.trim() || content.success,
      error: options.errorMessage?.trim() || content.error,
    },
  };
}

/** `value` when it is an absolute http(s) URL, else undefined. */
export function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
