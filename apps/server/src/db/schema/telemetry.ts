import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** First-party page views. Paths arrive with ids already replaced by placeholders. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    title: text('title'),
    referrerPath: text('referrer_path'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
);

/** Errors reported by the web app (docs/product/shell.md SHELL-22). */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    path: text('path').notNull(),
    userAgent: text('user_agent'),
    userId: text('user_id'),
    context: jsonb('context'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_at_idx').on(t.createdAt)],
);
