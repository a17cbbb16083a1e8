import type { Db } from '../../db/client.ts';

/** The membership read's row (auth.repository `findMembership`), as the cache keeps it. */
export type CachedMembership = { roles: string[]; associationType: string; permissions: string[] };

/**
 * A safety net, not the invalidation: every write to a membership or to a role's permissions forgets
 * what it changes once committed; this bounds anything a future writer forgets to.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

function keyOf(userId: string, organizationId: string): string {
  return `${userId}|${organizationId.toLowerCase()}`;
}

function copyOf(row: CachedMembership): CachedMembership {
  return { roles: [...row.roles], associationType: row.associationType, permissions: [...row.permissions] };
}

/**
 * The company check of every company-scoped request (the auth hook's `loadOrg`), kept in memory for a
 * few seconds: on PGlite the read crosses to the database's thread and runs in WASM, about 0.8-1 ms of
 * CPU per request (bench/README.md, "Per-request cost"). Only members are kept: a refusal is read every
 * time, so a membership added is seen at once without any invalidation. Like the session cache, only on
 * PGlite, where this process owns the database and every write passes here
 * (docs/decisions/membership-cache.md). A read that started before an invalidation is not stored (the
 * generation moved), so a row read just before a commit that changed it cannot come back.
 */
export function createMembershipCache(ttlMs = TTL_MS) {
  const entries = new Map<string, { row: CachedMembership; organizationId: string; storedAt: number }>();
  let generation = 0;
  return {
    get(userId: string, organizationId: string): CachedMembership | undefined {
      const key = keyOf(userId, organizationId);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      // A copy: the request's company context is built from it and may be changed by a handler.
      return copyOf(entry.row);
    },
    generation: () => generation,
    /** Stores what a read returned, unless something was invalidated since it started. */
    remember(userId: string, organizationId: string, row: CachedMembership, readAtGeneration: number): void {
      if (readAtGeneration !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(userId, organizationId), {
        row: copyOf(row),
        organizationId: organizationId.toLowerCase(),
        storedAt: Date.now(),
      });
    },
    /** Memberships of one company changed (roles, a member removed). */
    forgetOrganization(organizationId: string): void {
      generation++;
      const id = organizationId.toLowerCase();
      for (const [key, entry] of entries) if (entry.organizationId === id) entries.delete(key);
    },
    /** A role's permissions changed, or companies or accounts were removed. */
    forgetAll(): void {
      generation++;
      entries.clear();
    },
  };
}
export type MembershipCache = ReturnType<typeof createMembershipCache>;

const caches = new WeakMap<Db, MembershipCache>();

/** Turns the cache on for this database (registerAuth, on PGlite only). */
export function enableMembershipCache(db: Db): MembershipCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createMembershipCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The database's membership cache, or undefined where there is none (PostgreSQL). A writer calls it
 * with the database it was given, which may be a transaction: the cache is found through the database
 * only, so writers forget after their transaction, with the database the repository was made with.
 */
export function membershipCacheOf(db: Db): MembershipCache | undefined {
  return caches.get(db);
}
