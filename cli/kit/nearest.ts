/** Edit distance between two short ids (Levenshtein, one row). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known id closest to `id`, when it is close enough to be a typo or a half-remembered name. */
export function nearestId(id: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = candidate.includes(id) || id.includes(candidate) ? 1 : distance(id, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(id.length / 3)) ? best : undefined;
}

/** "Did you mean priya-raman? " or "", then where the ids live. */
export function unknownIdHint(id: string, known: readonly string[], file: string): string {
  const near = nearestId(id, known);
  // A list only when it is short enough to read, and never an empty one ("Known: .").
  const list = known.length > 0 && known.length <= 12 ? ` Known: ${known.join(', ')}.` : '';
  return `${near ? `Did you mean ${near}? ` : ''}Use an id from ${file}, or add the record there.${list}`;
}
