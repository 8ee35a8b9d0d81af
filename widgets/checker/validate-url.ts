/** The checker's two validation messages (required wording). */
export const URL_REQUIRED = 'Website URL is required';
export const URL_INVALID = 'Please enter a valid website (e.g., example.com, example.com/page, or https://example.com)';

// A website: optional subdomains, a TLD of 2 or more letters, an optional port and path.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = `(?:${LABEL}\\.)+[a-z]{2,63}`;
const REST = '(?::\\d{1,5})?(?:[/?#]\\S*)?';
const DOMAIN = new RegExp(`^${HOST}${REST}$`);
const HTTP_FORM = new RegExp(`^https?://${HOST}${REST}$`);

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const invalid: UrlCheck = { ok: false, message: URL_INVALID };

/**
 * Validates what a visitor typed: trimmed, compared in lower case, a domain or an
 * http(s):// form of one; https:// is added when no scheme is given. Beyond that pattern
 * (which already refuses javascript:, data: and every other scheme, user:password@ credentials
 * and bare IP addresses), localhost names and impossible ports are refused too.
 */
export function validateWebsiteUrl(input: string): UrlCheck {
  const value = input.trim();
  if (!value) return { ok: false, message: URL_REQUIRED };
  const lower = value.toLowerCase();
  const hasScheme = HTTP_FORM.test(lower);
  if (!hasScheme && !DOMAIN.test(lower)) return invalid;
  const url = hasScheme ? value.replace(/^https?:\/\//i, (scheme) => scheme.toLowerCase()) : `https://${value}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return invalid;
  }
  if (parsed.username || parsed.password) return invalid;
  if (parsed.hostname === 'localhost' || parsed.hostname.endsWith('.localhost')) return invalid;
  return { ok: true, url };
}
