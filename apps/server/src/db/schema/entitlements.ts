import {
  entitlementMeasures,
  entitlementNames,
  globalPermissions,
  organizationTypes,
  type PackageEntitlement,
  packageAccessLevels,
  packageStatuses,
  regions,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { allOf, oneOf } from './valueSets.ts';

/**
 * Entitlement packages: named bundles of entitlements, each with limits that replace
 * the entitlement's defaults, that staff assign to companies (docs/decisions/entitlement-packages.md).
 */
export const entitlementPackages = pgTable(
  'entitlement_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: packageStatuses }).notNull().default('active'),
    entitlements: jsonb('entitlements').$type<PackageEntitlement[]>().notNull(),
    /** The access policy: which organization types and regions may hold it; empty allows all. */
    allowedOrganizationTypes: text('allowed_organization_types', { enum: organizationTypes })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowedRegions: text('allowed_regions', { enum: regions }).array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Unique whatever the case, by index: of two creates racing for one name the database lets one win.
    uniqueIndex('entitlement_packages_name_idx').on(sql`lower(${t.name})`),
    check('entitlement_packages_status_check', oneOf(t.status, packageStatuses)),
    check(
      'entitlement_packages_organization_types_check',
      allOf(t.allowedOrganizationTypes, organizationTypes),
    ),
    check('entitlement_packages_regions_check', allOf(t.allowedRegions, regions)),
  ],
);

/**
 * Which staff permission may do what with a package (docs/product/entitlements.md ENTITLEMENTS-5); a
 * permission without a row has none.
 */
export const packagePermissions = pgTable(
  'package_permissions',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => entitlementPackages.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: globalPermissions }).notNull(),
    level: text('level', { enum: packageAccessLevels }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.permission] }),
    check('package_permissions_permission_check', oneOf(t.permission, globalPermissions)),
    check('package_permissions_level_check', oneOf(t.level, packageAccessLevels)),
  ],
);

/** The packages a company holds; the entitlements they grant are rows of company_entitlements. */
export const companyPackages = pgTable(
  'company_packages',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => entitlementPackages.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.packageId] }),
    index('company_packages_package_idx').on(t.packageId, t.assignedAt),
  ],
);

/**
 * The entitlements a company holds (docs/product/entitlements.md ENTITLEMENTS-1), each from a start date: the
 * usage year of data usage turns on the earliest one. What each grants is the contracts' catalogue, or the
 * package's limits when `package_id` names the package that granted it. One row per source: an entitlement
 * granted directly (`package_id` null) and by two packages is three rows, and goes only when the last one
 * does.
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
    packageId: uuid('package_id'),
  },
  (t) => [
    unique('company_entitlements_source_key').on(t.organizationId, t.name, t.packageId).nullsNotDistinct(),
    // Unassigning a package takes what it granted with it.
    foreignKey({
      name: 'company_entitlements_package_fk',
      columns: [t.organizationId, t.packageId],
      foreignColumns: [companyPackages.organizationId, companyPackages.packageId],
    }).onDelete('cascade'),
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
