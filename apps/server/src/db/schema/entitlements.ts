import { entitlementMeasures, entitlementNames } from '@portal/contracts';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

/**
 * The entitlements a company holds (SPEC.md 3 entitlement names), each from a start date: the usage year
 * of data usage turns on the earliest one. What each grants is the contracts' catalogue.
 */
export const companyEntitlements = pgTable(
  'company_entitlements',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name', { enum: entitlementNames }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.name] }),
    check('company_entitlements_name_check', oneOf(t.name, entitlementNames)),
  ],
);

/** Staff's override of one limit of a company (`/entitlements/overrides`); `limit` null lifts the limit. */
export const entitlementOverrides = pgTable(
  'entitlement_overrides',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    measure: text('measure', { enum: entitlementMeasures }).notNull(),
    limit: integer('limit'),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.measure] }),
    check('entitlement_overrides_measure_check', oneOf(t.measure, entitlementMeasures)),
  ],
);
