/** Reciprocal rank fusion's usual constant: a hit's weight falls slowly with its rank. */
const K = 60;

/**
 * Reciprocal rank fusion: each list adds 1 / (K + rank) to the things in it, so what both the full text
 * and the vectors found comes first, without comparing their scores (which have no common scale). A
 * thing in several lists keeps the row of the first list that has it (full text: its passage matched).
 */
export function fuseRanks<T>(lists: T[][], idOf: (item: T) => string): T[] {
  const fused = new Map<string, { item: T; score: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    list.forEach((item, rank) => {
      const id = idOf(item);
      const found = fused.get(id);
      if (found) found.score += 1 / (K + rank + 1);
      else fused.set(id, { item, score: 1 / (K + rank + 1), first: order++ });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.first - b.first).map(({ item }) => item);
}
