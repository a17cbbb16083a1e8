import { environments } from '@portal/contracts';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './identity.ts';
import { oneOf } from './valueSets.ts';

/**
 * A company's tenants, each of one environment (contracts `environments`). Deploy accepts only a tenant
 * of the company whose environment is the one asked for. Deployments keep the tenant's name (the registry
 * names tenants), so the name is unique in the company.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    environment: text('environment', { enum: environments }).notNull(),
    /**
     * One of the data centres of the company's region (contracts regionInfo), chosen when the tenant is
     * created and kept: dclocation answers it (docs/decisions/regions.md).
     */
    dataCenter: text('data_center').notNull(),
    /** scrypt hash of the integration user's password (SOAP's WS-Security); null until first reset. */
    integrationPasswordHash: text('integration_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_organization_name_idx').on(t.organizationId, t.name),
    check('tenants_environment_check', oneOf(t.environment, environments)),
  ],
);
