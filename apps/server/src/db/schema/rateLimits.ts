import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the rate limits when several processes share one PostgreSQL: one row per key (route
 * and client) and fixed window, so a client gets the limit once, not once per process. PGlite, which one
 * process owns, keeps the counts in memory and never writes here.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    /** The window's number: milliseconds since the epoch over the window's length, on the database's clock. */
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.bucket] })],
);
