import {
  sandboxInvoiceStatuses,
  sandboxOrganizationTypes,
  sandboxSupplierStatuses,
  sandboxTimeOffStatuses,
  sandboxTimeOffTypes,
  sandboxWorkerStatuses,
} from '@portal/contracts';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { oneOf } from './valueSets.ts';

/**
 * The sandbox tenant's data: a generated HR and finance data set per tenant, every row
 * keyed by the tenant, removed with it. Ids are the tenant's own (`W-00042`), as a real tenant's would be.
 */
const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** One row per seeded tenant: the seed it was generated from and when; absent until the first use. */
export const sandboxDatasets = pgTable('sandbox_datasets', {
  tenantId: tenantId().primaryKey(),
  // An unsigned 32-bit hash: past int4's range.
  seed: bigint('seed', { mode: 'number' }).notNull(),
  workers: integer('workers').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxOrganizations = pgTable(
  'sandbox_organizations',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: sandboxOrganizationTypes }).notNull(),
    parentId: text('parent_id'),
    location: text('location').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('sandbox_organizations_type_check', oneOf(t.type, sandboxOrganizationTypes)),
  ],
);

export const sandboxJobProfiles = pgTable(
  'sandbox_job_profiles',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    jobFamily: text('job_family').notNull(),
    managementLevel: text('management_level').notNull(),
    payGrade: text('pay_grade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const sandboxWorkers = pgTable(
  'sandbox_workers',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    email: text('email').notNull(),
    jobProfileId: text('job_profile_id').notNull(),
    organizationId: text('organization_id').notNull(),
    costCenterId: text('cost_center_id').notNull(),
    location: text('location').notNull(),
    hireDate: date('hire_date').notNull(),
    status: text('status', { enum: sandboxWorkerStatuses }).notNull(),
    annualSalary: numeric('annual_salary', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sandbox_workers_name_idx').on(t.tenantId, t.familyName, t.givenName),
    check('sandbox_workers_status_check', oneOf(t.status, sandboxWorkerStatuses)),
  ],
);

export const sandboxAbsenceBalances = pgTable(
  'sandbox_absence_balances',
  {
    tenantId: tenantId(),
    workerId: text('worker_id').notNull(),
    plan: text('plan').notNull(),
    balanceHours: numeric('balance_hours', { precision: 8, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.workerId, t.plan] })],
);

export const sandboxTimeOffRequests = pgTable(
  'sandbox_time_off_requests',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    workerId: text('worker_id').notNull(),
    type: text('type', { enum: sandboxTimeOffTypes }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    hours: numeric('hours', { precision: 8, scale: 2 }).notNull(),
    status: text('status', { enum: sandboxTimeOffStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sandbox_time_off_worker_idx').on(t.tenantId, t.workerId),
    check('sandbox_time_off_status_check', oneOf(t.status, sandboxTimeOffStatuses)),
    check('sandbox_time_off_type_check', oneOf(t.type, sandboxTimeOffTypes)),
  ],
);

export const sandboxSuppliers = pgTable(
  'sandbox_suppliers',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    status: text('status', { enum: sandboxSupplierStatuses }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('sandbox_suppliers_status_check', oneOf(t.status, sandboxSupplierStatuses)),
  ],
);

export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    supplierId: text('supplier_id').notNull(),
    number: text('number').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status', { enum: sandboxInvoiceStatuses }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sandbox_invoices_supplier_idx').on(t.tenantId, t.supplierId),
    check('sandbox_invoices_status_check', oneOf(t.status, sandboxInvoiceStatuses)),
  ],
);
