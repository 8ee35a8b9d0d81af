/**
 * IP literals that do not name a host on the public internet: private, loopback, link-local,
 * shared, multicast, documentation and reserved ranges (IANA's IPv4 and IPv6 Special-Purpose
 * Address Registries, RFC 6890). Host names are as the WHATWG URL parser leaves them: IPv4 in
 * dotted decimal (it already turned `0x7f.1` and `2130706433` into `127.0.0.1`), IPv6 in brackets.
 */

/** [first octets, prefix length] of every non-public IPv4 range. */
const IPV4_RANGES: readonly [number[], number][] = [
  [[0], 8], // "this network"
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and 255.255.255.255
];

/** `a.b.c.d` as one unsigned 32-bit number, or undefined when it is not a dotted-decimal IPv4 address. */
export function parseIPv4(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function inIPv4Range(address: number, [octets, bits]: readonly [number[], number]): boolean {
  const start = [0, 1, 2, 3].reduce((value, i) => value * 256 + (octets[i] ?? 0), 0);
  const size = 2 ** (32 - bits);
  return address >= start && address < start + size;
}

export function isNonPublicIPv4(address: number): boolean {
  return IPV4_RANGES.some((range) => inIPv4Range(address, range));
}

/** An IPv6 address (brackets and zone allowed) as its eight 16-bit groups, or undefined. */
export function parseIPv6(host: string): number[] | undefined {
  let text = host
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const value = parseIPv4(v4[1]!);
    if (value === undefined) return undefined;
    text = `${text.slice(0, -v4[1]!.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return all.map((g) => parseInt(g, 16));
}

/** The IPv4 address inside an IPv6 one (mapped, compatible, NAT64 or 6to4), when there is one. */
function embeddedIPv4(g: readonly number[]): number | undefined {
  const join = (hi: number, lo: number) => hi * 65536 + lo;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return join(g[6]!, g[7]!); // ::ffff:a.b.c.d, ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return join(g[6]!, g[7]!); // 64:ff9b::/96
  if (g[0] === 0x2002) return join(g[1]!, g[2]!); // 6to4
  return undefined;
}

export function isNonPublicIPv6(g: readonly number[]): boolean {
  if (g.slice(0, 7).every((x) => x === 0) && (g[7] === 0 || g[7] === 1)) return true; // unspecified, loopback
  const v4 = embeddedIPv4(g);
  if (v4 !== undefined) return isNonPublicIPv4(v4);
  const [first, second] = [g[0]!, g[1]!];
  // Only 2000::/3 is global unicast: unique local (fc00::/7), link-local (fe80::/10) and multicast (ff00::/8) lie outside it.
  if (first < 0x2000 || first > 0x3fff) return true;
  // IETF protocol assignments (2001::/23: Teredo, benchmarking, ORCHID) and documentation (2001:db8::/32).
  return first === 0x2001 && (second < 0x0200 || second === 0x0db8);
}
