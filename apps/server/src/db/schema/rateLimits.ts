import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the rate limits when several processes share one PostgreSQL: one row per key (route
 * and client), so a client gets the limit once, not once per process. A key's window starts at its first
 * request, as in the rate-limit plugin's memory store, so PGlite and PostgreSQL limit alike. PGlite, which
 * one process owns, keeps the counts in memory and never writes here.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When the key's window ends, on the database's clock. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
