import { builtInLogPresets, logArchiveStatuses, logLevels, logTypes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

/** Custom presets of the logs page, one user's in one company. */
export const logPresets = pgTable(
  'log_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    basePreset: text('base_preset', { enum: builtInLogPresets }).notNull().default('All'),
    appId: text('app_id'),
    includeDateRange: boolean('include_date_range').notNull().default(false),
    dateRange: jsonb('date_range'),
    filters: jsonb('filters').notNull().default(sql`'[]'::jsonb`),
    layout: jsonb('layout').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A preset's name is unique whatever its case, so 'Errors' and 'errors' cannot both exist.
  (t) => [
    uniqueIndex('log_presets_user_org_name_idx').on(t.userId, t.organizationId, sql`lower(${t.name})`),
    check('log_presets_base_preset_check', oneOf(t.basePreset, builtInLogPresets)),
  ],
);

/**
 * The log store (the table that grows fastest). PARTITIONED BY RANGE (date), one partition a UTC day plus
 * a default one; Drizzle cannot express partitioning, so the table itself is created by the hand-written
 * migration 0003_logs.sql and this definition only types the inserts and selects. There is no primary key:
 * on a partitioned table it would have to include the date, and nothing looks a line up by id alone.
 * Only the repositories of modules/logs (logs.repository.ts lists them) read or write it.
 */
export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'bigint' }).notNull(),
    orgId: uuid('org_id').notNull(),
    appId: text('app_id'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    type: text('type', { enum: logTypes }).notNull(),
    level: text('level', { enum: logLevels }).notNull(),
    message: text('message').notNull(),
    attributes: jsonb('attributes').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    check('logs_type_check', oneOf(t.type, logTypes)),
    check('logs_level_check', oneOf(t.level, logLevels)),
    // Newest first within a company, and within an app of it; id breaks ties for keyset pagination.
    index('logs_org_date_idx').on(t.orgId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('logs_org_app_date_idx').on(t.orgId, t.appId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The logs page's default search leaves out the portal's own requests (logs.repository.ts
    // withoutPortalRequests, the same predicate): without this index its newest-first scan walks past
    // every one of them, and a busy company writes one per API call (bench/README, the soak).
    index('logs_org_date_without_portal_idx')
      .on(t.orgId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not (${t.type} = 'access' and ${t.source} = 'portal')`),
    // The built-in presets select by type.
    index('logs_org_type_date_idx').on(t.orgId, t.type, t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // attributes @> {"k": "v"}: stringEquals on an attribute column.
    index('logs_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
  ],
);

/**
 * Archives of the log store by date range: a job writes every line of the range as a
 * gzip NDJSON file under FILES_DIR; the row says how far it got. Files outlive the day partitions that
 * LOG_RETENTION_DAYS drops, so an archive is how a company keeps lines longer.
 */
export const logArchives = pgTable(
  'log_archives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Not a foreign key: the archive of a deleted app's lines stays. */
    appId: text('app_id'),
    rangeStart: timestamp('range_start', { withTimezone: true }).notNull(),
    rangeEnd: timestamp('range_end', { withTimezone: true }).notNull(),
    status: text('status', { enum: logArchiveStatuses }).notNull().default('QUEUED'),
    fileKey: text('file_key'),
    rowCount: bigint('row_count', { mode: 'number' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('log_archives_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    // The hourly orphan sweep (logArchiveSweep.ts) asks which of 500 stored archives rows name.
    index('log_archives_file_key_idx').on(t.fileKey).where(sql`${t.fileKey} is not null`),
    check('log_archives_status_check', oneOf(t.status, logArchiveStatuses)),
  ],
);
