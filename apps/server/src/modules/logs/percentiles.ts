/**
 * PostgreSQL's `percentile_cont(fractions) within group (order by value)` over values given as counts
 * of each distinct value, as merged from slices (metricsSliced.ts). The same arithmetic in the same
 * doubles as PostgreSQL's (orderedsetaggs.c: the rows at floor and ceil of fraction * (n - 1), counted
 * from 0, and `lo + proportion * (hi - lo)` between them), so the answer is the unsliced one to the bit.
 * Null for every fraction when there is no value.
 */
export function percentilesCont(
  counts: ReadonlyMap<number, number>,
  fractions: readonly number[],
): (number | null)[] {
  const values = [...counts.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  // ends[i]: how many values are at most values[i].
  const ends: number[] = [];
  let total = 0;
  for (const [, n] of values) {
    total += n;
    ends.push(total);
  }
  if (total === 0) return fractions.map(() => null);
  /** The value at 0-based position `row` of the sorted values. */
  const at = (row: number): number => {
    let low = 0;
    let high = ends.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ends[middle]! > row) high = middle;
      else low = middle + 1;
    }
    return values[low]![0];
  };
  return fractions.map((fraction) => {
    const position = fraction * (total - 1);
    const first = Math.floor(position);
    const proportion = position - first;
    const lo = at(first);
    return proportion === 0 ? lo : lo + proportion * (at(Math.ceil(position)) - lo);
  });
}
