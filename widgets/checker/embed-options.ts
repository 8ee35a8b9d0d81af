import type { CheckerEmbedSettings } from './embed-settings';

/**
 * The partner embed's data-* options, each validated; a bad value falls back to the default
 * (the embed must keep working on pages we do not control, whatever they pass).
 */
export interface CheckerEmbedOptions {
  endpoint: string;
  apiKey?: string;
  contactHref: string;
  themeColor?: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https:// URL (plain http:// only on the partner's own machine, for development). */
export function safeEndpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.username || url.password) return undefined;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** Google API keys are 39 characters of letters, digits, - and _; anything else is ignored. */
export function safeApiKey(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** An absolute http(s) URL or a path on the partner's own site; never javascript: or data:. */
export function safeLink(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const channel = (hex: string) => {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG contrast ratio of a #rrggbb colour against white. */
export function contrastWithWhite(hex: string): number {
  const luminance =
    0.2126 * channel(hex.slice(1, 3)) + 0.7152 * channel(hex.slice(3, 5)) + 0.0722 * channel(hex.slice(5, 7));
  return 1.05 / (luminance + 0.05);
}

/**
 * A theme colour as #rrggbb (#rgb is expanded). Buttons carry white text on it, so a colour
 * with less than 4.5:1 contrast against white (WCAG AA) is refused like a malformed one.
 */
export function safeThemeColor(value: string | undefined): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const hex = `#${digits.toLowerCase()}`;
  return contrastWithWhite(hex) >= 4.5 ? hex : undefined;
}

/** Reads an element's data-* options against the baked-in defaults. */
export function readEmbedOptions(
  options: DOMStringMap,
  defaults: { endpoint: string; contactUrl: string },
  pageUrl: string,
): CheckerEmbedOptions {
  const apiKey = safeApiKey(options.apiKey);
  const themeColor = safeThemeColor(options.themeColor);
  return {
    endpoint: safeEndpoint(options.endpoint) ?? defaults.endpoint,
    contactHref: safeLink(options.contactUrl, pageUrl) ?? defaults.contactUrl,
    ...(apiKey ? { apiKey } : {}),
    ...(themeColor ? { themeColor } : {}),
  };
}

/**
 * The endpoint an embed on `pageOrigin` calls by default: our proxy where it accepts that
 * origin (our own site, a partner of `pagespeed.allowedOrigins`) and the partner brings no key of
 * its own (a key is for Google, never sent to us); otherwise Google's API directly.
 */
export function defaultEndpoint(settings: CheckerEmbedSettings, pageOrigin: string, hasOwnKey: boolean): string {
  const { proxy } = settings;
  const accepted = proxy && (pageOrigin === new URL(settings.siteUrl).origin || proxy.origins.includes(pageOrigin));
  return accepted && !hasOwnKey ? proxy.url : settings.endpoint;
}
