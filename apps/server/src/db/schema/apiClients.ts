import {
  apiClientGrantTypes,
  apiClientScopes,
  apiClientTypes,
  openidScopes,
  portalScopes,
  tenantTokenScopes,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { tenants } from './tenants.ts';
import { allOf, oneOf } from './valueSets.ts';

/**
 * A company's API clients. Scopes are the tenant token scopes (a client's tenant token is
 * checked by the sandbox like any other) and the portal scopes (its portal token calls the portal's own
 * API as the client's owner: docs/decisions/cli-portal-tokens.md).
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: apiClientTypes }).notNull(),
    grantTypes: text('grant_types', { enum: apiClientGrantTypes }).array().notNull(),
    redirectUris: text('redirect_uris').array().notNull().default(sql`'{}'::text[]`),
    corsOrigins: text('cors_origins').array().notNull().default(sql`'{}'::text[]`),
    scopes: text('scopes', { enum: apiClientScopes as [string, ...string[]] })
      .array()
      .notNull(),
    /** The scopes its tokens have asked for so far: the rest are "unused scopes" (credential health). */
    usedScopes: text('used_scopes').array().notNull().default(sql`'{}'::text[]`),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    integration: boolean('integration').notNull().default(false),
    /** How long an integration refresh token lives; null: until revoked. */
    refreshTokenDays: integer('refresh_token_days'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'api_clients_refresh_token_days_check',
      sql`${t.refreshTokenDays} is null or ${t.refreshTokenDays} between 1 and 365`,
    ),
    uniqueIndex('api_clients_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    index('api_clients_owner_idx').on(t.ownerId),
    check('api_clients_type_check', oneOf(t.type, apiClientTypes)),
    check('api_clients_grant_types_check', allOf(t.grantTypes, apiClientGrantTypes)),
    check('api_clients_scopes_check', allOf(t.scopes, apiClientScopes)),
  ],
);

/** The tenants a client may reach: its own company's, checked when written. */
export const apiClientTenants = pgTable(
  'api_client_tenants',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.tenantId] }),
    index('api_client_tenants_tenant_idx').on(t.tenantId),
  ],
);

/**
 * A client's secrets, stored as SHA-256 hashes (a secret is 256 random bits: a slow hash adds nothing).
 * Rotation adds a row and gives the older live ones an expiry: both work until then.
 */
export const apiClientSecrets = pgTable(
  'api_client_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_client_secrets_hash_idx').on(t.hash),
    index('api_client_secrets_client_idx').on(t.clientId),
  ],
);

/**
 * Refresh tokens of integration clients (docs/product/api-clients.md CLIENTS-5), each for one tenant's
 * integration system user, stored hashed. They do not rotate (an integration keeps one in its configuration):
 * each use issues an access token, until the token expires or is revoked, or the client is disabled.
 */
export const integrationRefreshTokens = pgTable(
  'integration_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('integration_refresh_tokens_hash_idx').on(t.hash),
    index('integration_refresh_tokens_client_idx').on(t.clientId),
  ],
);

/**
 * What a user agreed an API client may do on a tenant for them (authorization code flow): one row per
 * client, user and tenant, its scopes the union of what they agreed to. Removing it revokes the tokens
 * the client holds for that user there.
 */
export const apiClientConsents = pgTable(
  'api_client_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scopes: text('scopes', { enum: tenantTokenScopes as [string, ...string[]] })
      .array()
      .notNull(),
    /** The OpenID Connect scopes (openid, profile, email) the user let the client have, if any. */
    openidScopes: text('openid_scopes', { enum: openidScopes }).array().notNull().default(sql`'{}'`),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_client_consents_subject_idx').on(t.clientId, t.userId, t.tenantId),
    index('api_client_consents_user_idx').on(t.userId),
    check('api_client_consents_scopes_check', allOf(t.scopes, tenantTokenScopes)),
    check('api_client_consents_openid_scopes_check', allOf(t.openidScopes, openidScopes)),
  ],
);

/**
 * An authorization request of the code flow (RFC 6749 4.1 with PKCE, RFC 7636), from the authorize step
 * to the token endpoint: pending while the user decides, then holding the code's hash until it is
 * redeemed once or expires.
 */
export const authorizationRequests = pgTable(
  'authorization_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scopes: text('scopes', { enum: tenantTokenScopes as [string, ...string[]] })
      .array()
      .notNull(),
    redirectUri: text('redirect_uri').notNull(),
    state: text('state'),
    codeChallenge: text('code_challenge').notNull(),
    /** OpenID Connect: the identity scopes asked for (null: a plain OAuth request), nonce, sign-in time. */
    openidScopes: text('openid_scopes', { enum: openidScopes }).array(),
    nonce: text('nonce'),
    authTime: timestamp('auth_time', { withTimezone: true }),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The token family issued for the code: revoked if the code is presented again (RFC 6749 4.1.2). */
    familyId: uuid('family_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('authorization_requests_code_idx').on(t.codeHash),
    index('authorization_requests_expiry_idx').on(t.expiresAt),
    check('authorization_requests_scopes_check', allOf(t.scopes, tenantTokenScopes)),
    check('authorization_requests_openid_scopes_check', allOf(t.openidScopes, openidScopes)),
  ],
);

/**
 * Portal tokens (`ppa_`) of API clients, stored as hashes: an hour each, never refreshed. A token acts as
 * the owner it was issued for; a change of owner, a disabled client or a lost scope ends what it may do
 * when it is next used, and deleting the client deletes its tokens.
 */
export const portalTokens = pgTable(
  'portal_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull(),
    scopes: text('scopes', { enum: portalScopes }).array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_tokens_access_idx').on(t.accessHash),
    index('portal_tokens_client_idx').on(t.clientId),
    index('portal_tokens_expiry_idx').on(t.expiresAt),
    check('portal_tokens_scopes_check', allOf(t.scopes, portalScopes)),
  ],
);
