import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

/** What is left of the row's window, in milliseconds. */
const msLeft = () =>
  sql<number>`ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000)`.mapWith(Number);
const windowEnd = (windowMs: number) => sql`now() + ${windowMs}::bigint * interval '1 millisecond'`;

export type WindowCount = { hits: number; ttlMs: number };

/**
 * The shared counters of the rate limits (PostgreSQL only). A key's window starts at its first request
 * and is timed on the database's clock, so processes whose clocks disagree still count into one window.
 */
export function rateLimitRepository(db: Db) {
  return {
    /**
     * Counts one request of `key` and answers the count with the time left in its window, in one
     * statement: a read-then-write would let parallel requests on two processes all pass. An ended window
     * is restarted by the request that finds it.
     */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const ended = sql`${rateLimitHits.expiresAt} <= now()`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, expiresAt: windowEnd(windowMs) })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
            expiresAt: sql`case when ${ended} then ${windowEnd(windowMs)} else ${rateLimitHits.expiresAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, ttlMs: msLeft() });
      return row!;
    },

    /** The current window's count without counting (the plugin's `increment: false`). */
    async peek(key: string, _windowMs: number): Promise<WindowCount> {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, ttlMs: msLeft() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, sql`now()`)));
      return row ?? { hits: 0, ttlMs: 0 };
    },

    /** Forgets a key's window (a success that clears its failures, as the sign-in limit does). */
    async clear(key: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },

    /** Removes the windows that have ended. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.expiresAt, sql`now()`))
        .returning({ key: rateLimitHits.key });
      return removed.length;
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
