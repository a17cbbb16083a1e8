import {
  accountStatuses,
  associationTypes,
  globalPermissions,
  organizationTypes,
  orgPermissions,
  roles,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { allOf, oneOf } from './valueSets.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The regions of docs/product/deploy.md DEPLOY-3 (seeded from the contracts' list). */
export const regions = pgTable('regions', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  alias: text('alias').notNull().unique(),
  fqdn: text('fqdn').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: one account per address whatever its case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** scrypt$N$r$p$salt$hash (base64url); null for accounts that cannot sign in with a password. */
    passwordHash: text('password_hash'),
    isProviderEmployee: boolean('is_provider_employee').notNull().default(false),
    globalPermissions: text('global_permissions', { enum: globalPermissions })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set by staff (manageDisable): the account's sessions are ended and sign-in is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_global_permissions_check', allOf(t.globalPermissions, globalPermissions)),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    region: text('region')
      .notNull()
      .references(() => regions.id),
    organizationType: text('organization_type', { enum: organizationTypes }).notNull(),
    /** '' means not provisioned (docs/product/companies.md COMPANIES-3). */
    accountStatus: text('account_status', { enum: accountStatuses }).notNull().default(''),
    isAws: boolean('is_aws').notNull().default(false),
    /**
     * The customer's billing account. Unique by index, not by a check-then-insert: of two creates racing
     * for one ID the database lets one win. Null only for companies older than the column.
     */
    billingId: text('billing_id'),
    /** What the provisioning job names the company's tenants from (`{prefix}_sandbox`...). */
    tenantPrefix: text('tenant_prefix'),
    /**
     * The email domains of the company's users, lower-cased (at least one on create:
     * docs/product/companies.md COMPANIES-5).
     */
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The company this one is linked to (docs/product/companies.md COMPANIES-7); a link goes when either
     * company goes.
     */
    linkedOrganizationId: uuid('linked_organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'set null',
    }),
    /** Last change of the account status: the company page shows since when, the job's steps are dated. */
    accountStatusAt: timestamp('account_status_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set with a status the provisioning job must move on (in the same write), cleared when the job
     * settles it: a job never sent (a crash between the commit and the send) is found and sent by the sweep.
     * The demo world's companies shown in a passing status have none, so they stay as shown.
     */
    provisioningDueAt: timestamp('provisioning_due_at', { withTimezone: true }),
    /** Members must sign in with a second factor; one without it enrols after the password step. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // (name, id): the list's order, so a page's OFFSET is an index-only walk (companies.repository.ts).
    index('organizations_name_id_idx').on(t.name, t.id),
    uniqueIndex('organizations_billing_id_idx').on(t.billingId),
    index('organizations_linked_idx').on(t.linkedOrganizationId),
    check(
      'organizations_not_linked_to_self',
      sql`${sql.identifier('linked_organization_id')} <> ${sql.identifier('id')}`,
    ),
    check('organizations_type_check', oneOf(t.organizationType, organizationTypes)),
    check('organizations_account_status_check', oneOf(t.accountStatus, accountStatuses)),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    associationType: text('association_type', { enum: associationTypes }).notNull(),
    roles: text('roles', { enum: roles }).array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index('memberships_organization_idx').on(t.organizationId, t.userId),
    check('memberships_association_type_check', oneOf(t.associationType, associationTypes)),
    check('memberships_roles_check', allOf(t.roles, roles)),
  ],
);

/** Role → permission strings, seeded from the contracts' defaults and read by the authorization checks. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role', { enum: roles }).notNull(),
    permission: text('permission', { enum: orgPermissions }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.permission] }),
    check('role_permissions_role_check', oneOf(t.role, roles)),
    check('role_permissions_permission_check', oneOf(t.permission, orgPermissions)),
  ],
);

/**
 * Invitations to join a company (docs/product/people.md PEOPLE-5). Only the SHA-256 of the token is kept: the
 * token itself travels once, in the e-mail. One pending invitation per company and address.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles', { enum: roles }).array().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    uniqueIndex('invitations_pending_idx')
      .on(t.organizationId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    check('invitations_roles_check', allOf(t.roles, roles)),
  ],
);

/**
 * Portal sessions (docs/product/sign-in.md SIGNIN-9). The id is the SHA-256 of the cookie value, so a leaked
 * table cannot be replayed as cookies. Provider tokens stay here and never reach the browser.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    region: text('region').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: moved forward on use, never past expiresAt. */
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** States already redeemed at POST /api/v1/token (hashed): a replayed state is refused. */
export const signInStates = pgTable(
  'sign_in_states',
  {
    stateHash: text('state_hash').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_states_created_idx').on(t.createdAt)],
);

/** Failed password attempts per account + IP for the provider's sign-in rate limit. */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Published versions of the Developer Program Terms; the latest published is in force. */
export const termsVersions = pgTable('terms_versions', {
  version: text('version').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who agreed to which version, and when: a new version leaves the old agreements as they were. */
export const termsAgreements = pgTable(
  'terms_agreements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version')
      .notNull()
      .references(() => termsVersions.version),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

/** Storage of the embedded OpenID provider (its adapter interface), shared by every server process. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Secrets the provider and its client need across restarts and processes: the signing keys (JWKS),
 * the cookie keys and the BFF's client secret. Generated once on first start.
 */
export const oidcSecrets = pgTable('oidc_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});
