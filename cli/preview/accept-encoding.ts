export type Encoding = 'br' | 'gzip' | 'identity';

// RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
const QVALUE = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;
// Chosen in this order when the client weighs them equally: br is smaller, gzip universal.
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** Each listed coding's weight; elements with a malformed q-value are dropped. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [coding = '', ...params] = element.split(';').map((part) => part.trim());
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      if (!param.toLowerCase().startsWith('q')) continue;
      const match = QVALUE.exec(param);
      q = match ? Number(match[1]) : Number.NaN;
    }
    if (Number.isNaN(q)) continue;
    const name = coding.toLowerCase() === 'x-gzip' ? 'gzip' : coding.toLowerCase();
    weights.set(name, Math.max(weights.get(name) ?? 0, q));
  }
  return weights;
}

/**
 * The content coding for a response, from the request's Accept-Encoding (RFC 9110 §12.5.3):
 * the acceptable coding with the highest q-value, ties going to br, then gzip. `*` stands for
 * codings not listed. Identity stays acceptable unless `identity;q=0` (or `*;q=0` without an
 * identity entry) rules it out, but an unlisted identity loses to any listed compression.
 * No header means identity, as most servers do; when nothing is acceptable, identity is still
 * sent (the RFC allows it instead of a 406, and a preview should not fail the page).
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  const weightOf = (coding: Encoding): number => {
    const listed = weights.get(coding);
    if (listed !== undefined) return listed;
    if (coding !== 'identity') return star ?? 0;
    return star === 0 ? 0 : Number.MIN_VALUE;
  };
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
