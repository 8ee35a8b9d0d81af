/** The query parameter of a shareable checker link: /website-checker?url=example.com starts that analysis. */
export const SHARE_PARAM = 'url';

/** The address a shared link asks to analyse, if any. */
export function sharedAddress(search: string): string | undefined {
  const value = new URLSearchParams(search).get(SHARE_PARAM)?.trim();
  return value || undefined;
}

/** The page's address with `?url=` set to the analysed address, or removed (after a reset). */
export function shareHref(href: string, address: string | undefined): string {
  const url = new URL(href);
  if (address) url.searchParams.set(SHARE_PARAM, address);
  else url.searchParams.delete(SHARE_PARAM);
  return url.href;
}
