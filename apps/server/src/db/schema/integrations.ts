import { tenantTokenScopes } from '@portal/contracts';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apiClients } from './apiClients.ts';
import { organizations, users } from './identity.ts';
import { tenants } from './tenants.ts';
import { allOf } from './valueSets.ts';

/**
 * A third-party integration: a company connects another company's API client, giving
 * it `scopes` on the tenants listed in integration_tenants (docs/decisions/third-party-integrations.md).
 * One connection per company and client.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    scopes: text('scopes', { enum: tenantTokenScopes as [string, ...string[]] })
      .array()
      .notNull(),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integration_connections_org_client_idx').on(t.organizationId, t.clientId),
    index('integration_connections_client_idx').on(t.clientId),
    check('integration_connections_scopes_check', allOf(t.scopes, tenantTokenScopes)),
  ],
);

/** The connecting company's tenants a connection reaches. */
export const integrationTenants = pgTable(
  'integration_tenants',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.tenantId] }),
    index('integration_tenants_tenant_idx').on(t.tenantId),
  ],
);
