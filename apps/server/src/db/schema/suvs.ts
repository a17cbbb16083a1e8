import { suvTemplates } from '@portal/contracts';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { tenants } from './tenants.ts';
import { oneOf } from './valueSets.ts';

/**
 * Short-lived single-user developer tenants: the tenant row is the tenant; this row
 * says whose it is, what it was made from and when it goes. Deleting the tenant removes it.
 */
export const suvs = pgTable(
  'suvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    template: text('template', { enum: suvTemplates }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suvs_tenant_idx').on(t.tenantId),
    index('suvs_expires_idx').on(t.expiresAt),
    check('suvs_template_check', oneOf(t.template, suvTemplates)),
  ],
);
