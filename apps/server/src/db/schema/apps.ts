import {
  appTypes,
  buildLogLevels,
  buildStatuses,
  defaultScriptGlobals,
  environments,
  licenseVersionPolicies,
  reviewStates,
  type VersionManifest,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Extension apps. The reference ID is unique across all companies, not per company: the duplicate
 * message ('An app has already been created with this reference ID: {refId}') names no company, and the
 * registry and deploy calls identify an app by it (docs/decisions/app-reference-id-global.md).
 */
export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    referenceId: text('reference_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: appTypes }).notNull(),
    builtOnProvider: boolean('built_on_provider').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    retiredAt: at('retired_at'),
  },
  (t) => [
    check('apps_type_check', oneOf(t.type, appTypes)),
    // Case-insensitive: 'Expense_App' and 'expense_app' would be the same app to a person.
    uniqueIndex('apps_reference_id_idx').on(sql`lower(${t.referenceId})`),
    index('apps_org_updated_idx').on(t.organizationId, t.updatedAt),
    index('apps_org_name_idx').on(t.organizationId, t.name),
    // The apps list's total: an index-only count of the company's live (or retired) apps instead of a scan
    // of the table (bench/README.md, "Apps list at 10,000 apps").
    index('apps_org_retired_idx').on(t.organizationId, t.retiredAt),
  ],
);

/** One uploaded source of an app; `number` counts 1, 2, 3 per app, `version` is the manifest's semver. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    version: text('version').notNull(),
    sourceKey: text('source_key').notNull(),
    sourceSize: bigint('source_size', { mode: 'number' }).notNull(),
    sourceSha256: text('source_sha256').notNull(),
    /** Lifecycle: Development, Implementation, Sandbox or Production (packages/contracts apps/lifecycle.ts). */
    environment: text('environment', { enum: environments }).notNull().default('Development'),
    /** NONE, IN_REVIEW or CERTIFIED: the review a version passes before Production. */
    reviewState: text('review_state', { enum: reviewStates }).notNull().default('NONE'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_versions_app_number_idx').on(t.appId, t.number),
    // The hourly orphan sweep (sourceSweep.ts) asks which of 500 stored files rows name.
    index('app_versions_source_key_idx').on(t.sourceKey),
    check('app_versions_environment_check', oneOf(t.environment, environments)),
    check('app_versions_review_state_check', oneOf(t.reviewState, reviewStates)),
  ],
);

export const builds = pgTable(
  'builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => appVersions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: buildStatuses }).notNull().default('SCHEDULED'),
    /** Attempts started so far: a build interrupted by a crash is retried up to a limit, then FAILED. */
    attempts: integer('attempts').notNull().default(0),
    jobId: text('job_id'),
    /** Written while a build runs; a stale one after a restart means its process died. */
    heartbeatAt: at('heartbeat_at'),
    /** The server process (host:pid) that claimed the build last: /admin/build's workers. */
    runner: text('runner'),
    artifactKey: text('artifact_key'),
    artifactChecksum: text('artifact_checksum'),
    artifactSize: bigint('artifact_size', { mode: 'number' }),
    /** base64url Ed25519 signature of the artifact checksum, or a legacy `sha256:` seal (no key id). */
    signature: text('signature'),
    /** build_signing_keys.kid of the key that made `signature`; null for a legacy seal. */
    signatureKeyId: text('signature_key_id'),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('builds_version_idx').on(t.versionId, t.createdAt),
    index('builds_status_idx').on(t.status),
    // The hourly orphan sweep (sourceSweep.ts) asks which of 500 stored artifacts rows name.
    index('builds_artifact_key_idx').on(t.artifactKey).where(sql`${t.artifactKey} is not null`),
    check('builds_status_check', oneOf(t.status, buildStatuses)),
  ],
);

/**
 * The manifest a SUCCEEDED build validated, as `versions/{id}/manifest` serves it: read once at the build,
 * never again from the zip. A table of its own so that lists of builds do not carry it.
 */
export const buildManifests = pgTable('build_manifests', {
  buildId: uuid('build_id')
    .primaryKey()
    .references(() => builds.id, { onDelete: 'cascade' }),
  manifest: jsonb('manifest').$type<VersionManifest['manifest']>().notNull(),
});

export const buildLogs = pgTable(
  'build_logs',
  {
    buildId: uuid('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    level: text('level', { enum: buildLogLevels }).notNull(),
    message: text('message').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('build_logs_build_seq_idx').on(t.buildId, t.seq),
    check('build_logs_level_check', oneOf(t.level, buildLogLevels)),
  ],
);

/**
 * The build environment settings (/admin/build/env): one row (id 1), read at the start of every build.
 * No row means the defaults of packages/contracts (defaultBuildEnv).
 */
export const buildSettings = pgTable(
  'build_settings',
  {
    id: integer('id').primaryKey().default(1),
    maxSourceBytes: bigint('max_source_bytes', { mode: 'number' }).notNull(),
    maxEntries: integer('max_entries').notNull(),
    buildTimeoutSeconds: integer('build_timeout_seconds').notNull(),
    // A row saved before the list existed gets the contracts' default list.
    allowedScriptGlobals: text('allowed_script_globals')
      .array()
      .notNull()
      .default([...defaultScriptGlobals]),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('build_settings_single_row', sql`${t.id} = 1`)],
);

/** Which version runs in which tenant: one row per (app, tenant, environment), replaced on redeploy. */
export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => appVersions.id, { onDelete: 'cascade' }),
    /**
     * The company whose tenant runs it: the app's owner, or a licensee running the version its licence
     * grants (tenant names are unique only within a company).
     */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    environment: text('environment', { enum: environments }).notNull(),
    deployedAt: at('deployed_at').notNull().defaultNow(),
    deployedBy: uuid('deployed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('deployments_app_org_tenant_env_idx').on(t.appId, t.organizationId, t.tenant, t.environment),
    check('deployments_environment_check', oneOf(t.environment, environments)),
  ],
);

/**
 * Every deploy, kept after a redeploy replaced it in `deployments` (which holds only what runs now): the
 * app builder's deploy tracking shows an app's history on a tenant.
 */
export const deploymentHistory = pgTable(
  'deployment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => appVersions.id, { onDelete: 'cascade' }),
    /** The company whose tenant it went to (see deployments). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    environment: text('environment', { enum: environments }).notNull(),
    deployedAt: at('deployed_at').notNull().defaultNow(),
    deployedBy: uuid('deployed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('deployment_history_app_tenant_idx').on(t.appId, t.organizationId, t.tenant, t.deployedAt),
    check('deployment_history_environment_check', oneOf(t.environment, environments)),
  ],
);

export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    producerOrganizationId: uuid('producer_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    consumerOrganizationId: uuid('consumer_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day in force (UTC); null for a licence without an end date. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** Which version the licensee may deploy (docs/decisions/license-end.md): the newest Production or one. */
    versionPolicy: text('version_policy', { enum: licenseVersionPolicies })
      .notNull()
      .default('newestProduction'),
    /** The version a 'pinned' licence grants: the newest in Production when it was granted. */
    pinnedVersionId: uuid('pinned_version_id').references(() => appVersions.id, { onDelete: 'set null' }),
    /** When the licensor (or provider staff) ended it early; an ended licence is never in force again. */
    endedAt: at('ended_at'),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('licenses_consumer_idx').on(t.consumerOrganizationId),
    index('licenses_producer_idx').on(t.producerOrganizationId),
    index('licenses_app_consumer_idx').on(t.appId, t.consumerOrganizationId),
    check('licenses_version_policy_check', oneOf(t.versionPolicy, licenseVersionPolicies)),
  ],
);

/** App-catalog entries: one per sample source folder (modules/catalog/samples/<sample>). */
export const catalogEntries = pgTable(
  'catalog_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sample: text('sample').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: appTypes }).notNull(),
    published: boolean('published').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('catalog_entries_type_check', oneOf(t.type, appTypes))],
);

/** Single-use, short-lived tickets that open the notifications WebSocket (a socket sends no CSRF header). */
export const notificationTickets = pgTable('notification_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /**
   * What the holder may read in the company as the ticket is issued (a portal token's: what its scopes
   * grant): events needing a permission reach only sockets whose ticket holds it.
   */
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  expiresAt: at('expires_at').notNull(),
});
