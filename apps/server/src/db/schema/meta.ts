import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per one-off start-up task that must never run twice (the demo world seed). Its presence
 * marks the database as initialised, even when the task itself was switched off.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  /** False when the first start had the task switched off (SEED_DEMO=false): nothing was seeded. */
  seeded: boolean('seeded').notNull(),
  /** The seeders that ran, in order, so an operator can tell what a database holds. */
  steps: text('steps').array().notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
