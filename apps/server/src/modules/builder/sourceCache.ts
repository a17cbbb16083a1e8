import type { SplitSource } from './draftSource.ts';

/**
 * The split sources of recent versions, by version id. A version's source never changes once stored, so
 * a cached copy can never be wrong on any process; it only saves reading the zip again in a thread on
 * every draft save (each save answers the draft with its base's file list). Bounded by total characters.
 */
export function sourceCache(maxChars = 32 * 1024 * 1024) {
  const entries = new Map<string, { source: SplitSource; size: number }>();
  let total = 0;
  return {
    get(versionId: string): SplitSource | undefined {
      const hit = entries.get(versionId);
      if (!hit) return undefined;
      // Re-inserted so the Map's order is least recently used first.
      entries.delete(versionId);
      entries.set(versionId, hit);
      return hit.source;
    },
    set(versionId: string, source: SplitSource): void {
      const size = Object.values(source.files).reduce((sum, text) => sum + text.length, 0);
      if (size > maxChars || entries.has(versionId)) return;
      entries.set(versionId, { source, size });
      total += size;
      for (const [id, entry] of entries) {
        if (total <= maxChars) break;
        entries.delete(id);
        total -= entry.size;
      }
    },
  };
}
