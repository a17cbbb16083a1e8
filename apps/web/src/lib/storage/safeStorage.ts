import type { StorageKey } from './storageKeys.ts';

export type StorageKind = 'local' | 'session';

/** A zod schema (or anything with the same `safeParse`) validating what was stored. */
export type StoredValueSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/**
 * Reaching storage can throw (Safari private mode, storage disabled by policy, quota exceeded), and a
 * stored value may be stale or hand-edited: every read and write here fails soft.
 */
function storageOf(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: StorageKey, kind: StorageKind = 'local'): string | undefined {
  try {
    return storageOf(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Returns whether the value was stored. */
export function writeString(key: StorageKey, value: string, kind: StorageKind = 'local'): boolean {
  try {
    const storage = storageOf(kind);
    storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function removeItem(key: StorageKey, kind: StorageKind = 'local'): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to do: a storage we cannot reach holds nothing we could remove.
  }
}

export function hasItem(key: StorageKey, kind: StorageKind = 'local'): boolean {
  return readString(key, kind) !== undefined;
}

/** Reads a JSON value; undefined when absent, unreadable, or (given a schema) not of the expected shape. */
export function readJson<T = unknown>(
  key: StorageKey,
  schema?: StoredValueSchema<T>,
  kind: StorageKind = 'local',
): T | undefined {
  const raw = readString(key, kind);
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Returns whether the value was stored. */
export function writeJson(key: StorageKey, value: unknown, kind: StorageKind = 'local'): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeString(key, raw, kind);
}
