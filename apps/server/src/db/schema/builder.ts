import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps, appVersions } from './apps.ts';
import { users } from './identity.ts';

/**
 * App builder drafts, one per user and app (rows, so any process serves them).
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

/**
 * Assets of a draft (docs/decisions/draft-assets.md): the bytes are in file storage
 * under `storageKey`, the row says which path of the draft they are. A row with a null key removes a file of
 * the base version from the draft. Rows go with their draft (cascade), and are cleared by a reset or build.
 */
export const appDraftAssets = pgTable(
  'app_draft_assets',
  {
    userId: uuid('user_id').notNull(),
    appId: uuid('app_id').notNull(),
    path: text('path').notNull(),
    storageKey: text('storage_key'),
    bytes: integer('bytes').notNull().default(0),
    mediaType: text('media_type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.appId, t.path] }),
    foreignKey({
      columns: [t.userId, t.appId],
      foreignColumns: [appDrafts.userId, appDrafts.appId],
    }).onDelete('cascade'),
  ],
);
