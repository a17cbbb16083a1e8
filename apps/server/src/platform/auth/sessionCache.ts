import type { Db } from '../../db/client.ts';
import type { AuthSession } from './authSession.ts';

/** The live-session read's row (auth.repository), as the cache keeps it. */
export type CachedSession = AuthSession & { lastSeenAt: Date };

/**
 * A safety net, not the invalidation: every write to a session or to a user's disabled flag forgets the
 * entries it changes at once; this bounds anything a future writer forgets to.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The signed-in read of every request, kept in memory for a few seconds (on PGlite the read
 * crosses to the database's thread and runs in WASM, most of a signed-in `sessionInfo`'s time).
 * Only on PGlite, where this process owns the database and every write passes here; several processes on
 * PostgreSQL share sessions, and a sign-out through one must end the session in the others at once.
 * Expiry is checked on every hit as the SQL checks it. A read that started before an invalidation is not
 * stored (the generation moved), so a row read just before a sign-out cannot come back.
 */
export function createSessionCache(ttlMs = TTL_MS) {
  const entries = new Map<string, { row: CachedSession; storedAt: number }>();
  let generation = 0;
  return {
    get(id: string, now: Date): CachedSession | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      const { row } = entry;
      if (now.getTime() - entry.storedAt > ttlMs || row.idleExpiresAt <= now || row.expiresAt <= now) {
        entries.delete(id);
        return undefined;
      }
      // A copy: the auth hook and handlers may change the request's session object.
      return { ...row };
    },
    generation: () => generation,
    /** Stores what a read returned, unless something was invalidated since it started. */
    remember(row: CachedSession, readAtGeneration: number): void {
      if (readAtGeneration !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(row.id, { row: { ...row }, storedAt: Date.now() });
    },
    /** A session was changed or ended. */
    forgetSession(id: string): void {
      generation++;
      entries.delete(id);
    },
    /** An account's sessions were ended or the account changed (disabled, removed). */
    forgetUser(userId: string): void {
      generation++;
      for (const [id, entry] of entries) if (entry.row.userId === userId) entries.delete(id);
    },
    forgetAll(): void {
      generation++;
      entries.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

const caches = new WeakMap<Db, SessionCache>();

/** Turns the cache on for this database (registerAuth, on PGlite only). */
export function enableSessionCache(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createSessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** The database's session cache, or undefined where there is none (PostgreSQL). */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}
