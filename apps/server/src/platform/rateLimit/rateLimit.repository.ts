import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

/** What is left of the row's window, in milliseconds. */
const msLeft = () =>
  sql<number>`ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000)`.mapWith(Number);
const currentBucket = (windowMs: number) =>
  sql`floor(extract(epoch from now()) * 1000 / ${windowMs}::bigint)::bigint`;

export type WindowCount = { hits: number; ttlMs: number };

/**
 * The shared counters of the rate limits (PostgreSQL only). Windows are numbered on the database's clock,
 * so processes whose clocks disagree still count into the same window.
 */
export function rateLimitRepository(db: Db) {
  return {
    /**
     * Counts one request of `key` in the current window and answers the count with the time left in the
     * window, in one statement: a read-then-write would let parallel requests on two processes all pass.
     */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const bucket = currentBucket(windowMs);
      const [row] = await db
        .insert(rateLimitHits)
        .values({
          key,
          bucket,
          hits: 1,
          expiresAt: sql`to_timestamp(((${bucket}) + 1) * ${windowMs}::bigint / 1000.0)`,
        })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.bucket],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({
          hits: rateLimitHits.hits,
          ttlMs: msLeft(),
        });
      return row!;
    },

    /** The current window's count without counting (the plugin's `increment: false`). */
    async peek(key: string, windowMs: number): Promise<WindowCount> {
      const [row] = await db
        .select({
          hits: rateLimitHits.hits,
          ttlMs: msLeft(),
        })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.bucket, currentBucket(windowMs))));
      return row ?? { hits: 0, ttlMs: 0 };
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
