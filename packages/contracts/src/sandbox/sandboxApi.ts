import { z } from 'zod';
import type { SandboxService } from '../tenants/tenantTokens.ts';

/** The SOAP services of the sandbox tenant; each has its WSDL at .../soap/{service}?wsdl. */
export const sandboxSoapServices = ['Human_Resources', 'Absence_Management'] as const;

/** The REST versions each sandbox service serves; each has an OpenAPI document at .../v{n}/openapi.json. */
export const sandboxRestVersions: Record<SandboxService, readonly number[]> = {
  workers: [1, 2],
  organizations: [1],
  jobProfiles: [1],
  absenceManagement: [1],
  financials: [1],
};

/** Value sets of the sandbox tenant's data (the database checks them too). */
export const sandboxOrganizationTypes = ['Company', 'Supervisory', 'Cost Center'] as const;
export const sandboxWorkerStatuses = ['Active', 'On Leave', 'Terminated'] as const;
export const sandboxTimeOffTypes = ['Vacation', 'Sick', 'Personal'] as const;
export const sandboxTimeOffStatuses = ['Submitted', 'Approved', 'Denied'] as const;
export const sandboxSupplierStatuses = ['Active', 'Inactive'] as const;
export const sandboxInvoiceStatuses = ['Draft', 'Approved', 'Paid'] as const;

const isoDate = z.iso.date();
const id = z.string();

/** ?limit&offset&search of every sandbox list (docs/product/sandbox.md SANDBOX-2). */
export const sandboxListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().trim().min(1).max(100).optional(),
});
export type SandboxListQuery = z.infer<typeof sandboxListQuerySchema>;

export function sandboxPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    data: z.array(item),
  });
}

/** A page of any sandbox collection read as plain records (the app builder's page preview). */
export const sandboxRecordPageSchema = sandboxPageSchema(z.record(z.string(), z.unknown()));

/** Workers v1: flat, as the first version of the service answered. */
export const sandboxWorkerV1Schema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  jobProfileId: id,
  organizationId: id,
  costCenterId: id,
  location: z.string(),
  hireDate: isoDate,
  status: z.enum(sandboxWorkerStatuses),
  annualSalary: z.number(),
  currency: z.string(),
});
export type SandboxWorkerV1 = z.infer<typeof sandboxWorkerV1Schema>;

/** Workers v2: a structured name, the primary job and the compensation as objects (the breaking change). */
export const sandboxWorkerV2Schema = z.object({
  id,
  name: z.object({ given: z.string(), family: z.string(), formatted: z.string() }),
  email: z.string(),
  primaryJob: z.object({
    jobProfileId: id,
    title: z.string(),
    organizationId: id,
    costCenterId: id,
    location: z.string(),
  }),
  hireDate: isoDate,
  status: z.enum(sandboxWorkerStatuses),
  compensation: z.object({ annualSalary: z.number(), currency: z.string() }),
});
export type SandboxWorkerV2 = z.infer<typeof sandboxWorkerV2Schema>;

/** PATCH a worker: the contact and place of work a client may change. */
export const sandboxWorkerPatchSchema = z
  .strictObject({
    email: z.email().max(254).optional(),
    location: z.string().trim().min(1).max(80).optional(),
  })
  .refine((patch) => patch.email !== undefined || patch.location !== undefined, 'Send email or location.')
  // The refinement is invisible to JSON Schema: the OpenAPI document states it (docs/product/sandbox.md
  // SANDBOX-2).
  .meta({ minProperties: 1, description: 'Send email, location or both: an empty patch is refused.' });

export const sandboxOrganizationSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(sandboxOrganizationTypes),
  parentId: id.nullable(),
  location: z.string(),
});

export const sandboxJobProfileSchema = z.object({
  id,
  title: z.string(),
  jobFamily: z.string(),
  managementLevel: z.string(),
  payGrade: z.string(),
});

export const sandboxTimeOffRequestSchema = z.object({
  id,
  workerId: id,
  type: z.enum(sandboxTimeOffTypes),
  startDate: isoDate,
  endDate: isoDate,
  hours: z.number(),
  status: z.enum(sandboxTimeOffStatuses),
});

export const sandboxTimeOffCreateSchema = z
  .strictObject({
    workerId: z.string().min(1).max(20),
    type: z.enum(sandboxTimeOffTypes),
    startDate: isoDate,
    endDate: isoDate.describe('On or after startDate.'),
    hours: z.number().positive().max(400),
  })
  .refine((request) => request.endDate >= request.startDate, {
    message: 'endDate must not be before startDate.',
    path: ['endDate'],
  });

export const sandboxBalanceSchema = z.object({ workerId: id, plan: z.string(), balanceHours: z.number() });

export const sandboxSupplierSchema = z.object({
  id,
  name: z.string(),
  country: z.string(),
  status: z.enum(sandboxSupplierStatuses),
});

export const sandboxInvoiceSchema = z.object({
  id,
  supplierId: id,
  number: z.string(),
  amount: z.number(),
  currency: z.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  status: z.enum(sandboxInvoiceStatuses),
});

export const sandboxInvoiceCreateSchema = z
  .strictObject({
    supplierId: z.string().min(1).max(20),
    number: z.string().trim().min(1).max(40),
    amount: z.number().positive().max(1_000_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency is a three-letter ISO 4217 code.'),
    invoiceDate: isoDate,
    dueDate: isoDate.describe('On or after invoiceDate.'),
  })
  .refine((invoice) => invoice.dueDate >= invoice.invoiceDate, {
    message: 'dueDate must not be before invoiceDate.',
    path: ['dueDate'],
  });

/**
 * What changed in the sandbox's GraphQL schema from one kept version to the next (docs/product/sandbox.md
 * SANDBOX-12).
 */
export const graphqlChangeKinds = ['added', 'deprecated', 'dangerous', 'removed', 'breaking'] as const;
export type GraphqlChangeKind = (typeof graphqlChangeKinds)[number];
export const graphqlChangelogSchema = z.object({
  /** Newest first; the oldest has no `previous` and no changes. */
  versions: z.array(
    z.object({
      version: z.string(),
      previous: z.string().nullable(),
      changes: z.array(z.object({ kind: z.enum(graphqlChangeKinds), description: z.string() })),
    }),
  ),
});
export type GraphqlChangelog = z.infer<typeof graphqlChangelogSchema>;
