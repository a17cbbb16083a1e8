import { openidScopes, tenantTokenScopes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apiClients } from './apiClients.ts';
import { users } from './identity.ts';
import { tenants } from './tenants.ts';
import { allOf } from './valueSets.ts';

/**
 * What a user agreed the portal may do on a tenant for them: one row per user and tenant, its scopes the
 * union of what they agreed to. Removing it revokes the tokens it covered.
 */
export const tenantConsents = pgTable(
  'tenant_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scopes: text('scopes', { enum: tenantTokenScopes as [string, ...string[]] })
      .array()
      .notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenant_consents_user_tenant_idx').on(t.userId, t.tenantId),
    check('tenant_consents_scopes_check', allOf(t.scopes, tenantTokenScopes)),
  ],
);

/**
 * Issued tenant tokens, stored as hashes of the access and the refresh token: a read of the table gives
 * nothing replayable. A refresh issues the next row of the same family and revokes this one; a refresh
 * token used twice revokes the family (RFC 6819 5.2.2.3: a stolen refresh token is detected when the
 * rightful client uses it too).
 */
export const tenantTokens = pgTable(
  'tenant_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /**
     * Whom the token acts for: a user through the portal (connect, refresh), an API client (client
     * credentials), or a user through an API client (authorization code: both set).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => apiClients.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull(),
    /** Null for client credentials: the client asks again with its secret (RFC 6749 4.4.3). */
    refreshHash: text('refresh_hash'),
    /** The access token's scopes. */
    scopes: text('scopes', { enum: tenantTokenScopes as [string, ...string[]] })
      .array()
      .notNull(),
    /**
     * The refresh token's scopes when a refresh asked for fewer (RFC 6749 6: the access token narrows,
     * the refresh token keeps what was granted); null when they are the access token's.
     */
    grantedScopes: text('granted_scopes', { enum: tenantTokenScopes as [string, ...string[]] }).array(),
    /**
     * The OpenID Connect scopes of a token an API client holds for a user (null: none): userinfo answers
     * a token with `openid`, and a refresh carries them to the next token.
     */
    openidScopes: text('openid_scopes', { enum: openidScopes }).array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenant_tokens_access_idx').on(t.accessHash),
    uniqueIndex('tenant_tokens_refresh_idx').on(t.refreshHash),
    index('tenant_tokens_family_idx').on(t.familyId),
    index('tenant_tokens_user_tenant_idx').on(t.userId, t.tenantId),
    index('tenant_tokens_refresh_expiry_idx').on(t.refreshExpiresAt),
    index('tenant_tokens_client_idx').on(t.clientId),
    check('tenant_tokens_scopes_check', allOf(t.scopes, tenantTokenScopes)),
    check('tenant_tokens_granted_scopes_check', allOf(t.grantedScopes, tenantTokenScopes)),
    check('tenant_tokens_openid_scopes_check', allOf(t.openidScopes, openidScopes)),
    check('tenant_tokens_subject_check', sql`${t.userId} is not null or ${t.clientId} is not null`),
  ],
);
