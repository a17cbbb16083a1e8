import { index, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps, appVersions } from './apps.ts';
import { users } from './identity.ts';

/**
 * App builder drafts, one per user and app (DESIGN.md 1: drafts are rows, so any process serves them).
 * `files` is path -> text of the draft's text files, null when the draft is its base version's source
 * as it was (after a reset or a build). `revision` only grows: a save names the revision it was made on.
 */
export const appDrafts = pgTable(
  'app_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    baseVersionId: uuid('base_version_id').references(() => appVersions.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull().default(0),
    files: jsonb('files').$type<Record<string, string>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] }), index('app_drafts_app_idx').on(t.appId)],
);
