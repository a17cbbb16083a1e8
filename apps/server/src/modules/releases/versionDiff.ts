import type { FileChange, ManifestChange } from '@portal/contracts';
import type { IndexedFile } from './sourceIndex.ts';

/** Files added, removed and changed between two indexes (by path; a change is a different hash), by path. */
export function fileChanges(from: IndexedFile[], to: IndexedFile[]) {
  const before = new Map(from.map((file) => [file.path, file]));
  const after = new Map(to.map((file) => [file.path, file]));
  const changes: FileChange[] = [];
  let unchanged = 0;
  for (const path of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const a = before.get(path);
    const b = after.get(path);
    if (a && b && a.sha256 === b.sha256) {
      unchanged += 1;
      continue;
    }
    changes.push({
      path,
      change: !a ? 'added' : !b ? 'removed' : 'changed',
      fromSize: a?.size ?? null,
      toSize: b?.size ?? null,
      fromSha256: a?.sha256 ?? null,
      toSha256: b?.sha256 ?? null,
    });
  }
  return { changes, unchanged };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The manifest's leaves by dotted key (`components.0.path`): objects are walked, everything else (numbers,
 * strings, empty objects and arrays) is a leaf, so a summary names the exact key that moved.
 */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  const entries = isObject(value)
    ? Object.entries(value)
    : Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : null;
  if (!entries || entries.length === 0) {
    if (prefix) out.set(prefix, value);
    return out;
  }
  for (const [key, item] of entries) leaves(item, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** The manifest's keys added, removed and changed, with their values before and after as JSON text. */
export function manifestChanges(from: unknown, to: unknown): ManifestChange[] {
  const before = leaves(from, '', new Map());
  const after = leaves(to, '', new Map());
  const changes: ManifestChange[] = [];
  for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const a = before.has(key) ? JSON.stringify(before.get(key)) : null;
    const b = after.has(key) ? JSON.stringify(after.get(key)) : null;
    if (a === b) continue;
    changes.push({
      key,
      change: a === null ? 'added' : b === null ? 'removed' : 'changed',
      before: a,
      after: b,
    });
  }
  return changes;
}
