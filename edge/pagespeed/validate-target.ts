import type { Strategy } from '../../widgets/checker/pagespeed-types';
import { isNonPublicIPv4, isNonPublicIPv6, parseIPv4, parseIPv6 } from './ip-ranges';

/** The longest address the proxy analyses (issue 23), counted as sent. */
export const MAX_TARGET_LENGTH = 2048;

/** What one `GET /api/pagespeed?url=…&strategy=…` asks for, checked. */
export type TargetCheck = { ok: true; target: string; strategy: Strategy } | { ok: false; message: string };

/**
 * Names that never leave a private network: RFC 6761's localhost, mDNS's .local (RFC 6762),
 * home networks' .home.arpa (RFC 8375), and .internal (reserved for private use by ICANN, 2024).
 */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa'];

const refuse = (message: string): TargetCheck => ({ ok: false, message });

/** Why a host is not a public website, or undefined when it is one. */
function privateHost(hostname: string): string | undefined {
  const host = hostname.replace(/\.$/, '');
  const ipv4 = parseIPv4(host);
  if (ipv4 !== undefined) return isNonPublicIPv4(ipv4) ? 'a private or reserved IP address' : undefined;
  if (host.startsWith('[')) {
    const ipv6 = parseIPv6(host);
    return !ipv6 || isNonPublicIPv6(ipv6) ? 'a private or reserved IP address' : undefined;
  }
  if (!host.includes('.')) return 'a name without a domain, such as localhost';
  if (PRIVATE_SUFFIXES.some((suffix) => host.endsWith(`.${suffix}`))) return 'a name of a private network';
  return undefined;
}

/**
 * Checks the query: `url` an http(s) address of a public website of at most 2,048 characters
 * (no credentials, no IP literal of a private, loopback, link-local or reserved range, no
 * localhost or private-network name), `strategy` mobile or desktop. The address comes back
 * normalised (as the URL parser writes it, without its #fragment), which is also the cache key.
 * Messages are for a visitor: the checker shows them after "PageSpeed API error: 400".
 */
export function validateQuery(params: URLSearchParams): TargetCheck {
  const raw = params.get('url')?.trim() ?? '';
  if (!raw) return refuse('Enter the address of the website to analyse.');
  if (raw.length > MAX_TARGET_LENGTH)
    return refuse(`The address is too long: at most ${MAX_TARGET_LENGTH.toLocaleString('en')} characters.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('The address is not a valid web address, such as https://example.com.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refuse('The address must start with http:// or https://.');
  if (url.username || url.password) return refuse('The address must not contain a user name or password.');
  const why = privateHost(url.hostname);
  if (why) return refuse(`Only public websites can be analysed, not ${why}.`);
  const strategy = params.get('strategy') ?? 'mobile';
  if (strategy !== 'mobile' && strategy !== 'desktop') return refuse('The strategy must be mobile or desktop.');
  url.hash = '';
  return { ok: true, target: url.href, strategy };
}
