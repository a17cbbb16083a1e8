import { z } from 'zod';
import { accountStatusSchema, organizationTypeSchema } from '../identity/organizations.ts';
import { regionSchema } from '../identity/regions.ts';
import { pagedSchema, pageQuerySchema } from '../paging.ts';

/** The company another one is linked to, as a list or page shows it. */
export const companyRefSchema = z.object({
  organizationUuid: z.uuid(),
  organizationName: z.string(),
  organizationType: organizationTypeSchema,
  billingId: z.string().nullable(),
});
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** A company as provider staff see it in /admin/company-management (docs/product/companies.md). */
export const companySchema = z.object({
  organizationUuid: z.uuid(),
  organizationName: z.string(),
  organizationType: organizationTypeSchema,
  region: regionSchema,
  /** Null only for companies made before billing IDs were kept. */
  billingId: z.string().nullable(),
  tenantPrefix: z.string().nullable(),
  emailDomains: z.array(z.string()),
  accountStatus: accountStatusSchema,
  isAWS: z.boolean(),
  /** The company this one is linked to (COMPANIES-7), and the companies linked to this one. */
  linkedTo: companyRefSchema.nullable(),
  linkedFrom: z.array(companyRefSchema),
  createdAt: z.iso.datetime(),
});
export type Company = z.infer<typeof companySchema>;

export const companyPageSchema = pagedSchema(companySchema);
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyListQuerySchema = pageQuerySchema.extend({
  /** Matches the name, billing ID or an email domain. */
  search: z.string().trim().max(200).optional(),
  organizationType: organizationTypeSchema.optional(),
  region: regionSchema.optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/**
 * Create and edit. The fields are loose strings on purpose: the server checks them with
 * `companyFormIssues` so a bad form gets the exact texts of COMPANIES-5, not a schema error.
 */
export const companyWriteSchema = z.object({
  organizationName: z.string().max(200),
  organizationType: organizationTypeSchema,
  region: z.string().max(40),
  billingId: z.string().max(64),
  tenantPrefix: z.string().max(64),
  emailDomains: z.array(z.string().max(253)).max(50),
});
export type CompanyWrite = z.infer<typeof companyWriteSchema>;

/** The company a staff call names: `/auth/v1/organizations/:id`. */
export const companyParamsSchema = z.object({ id: z.uuid() });

/** GET /auth/v1/organizations/billings/{id}: who holds a billing ID (404 when nobody does). */
export const billingLookupSchema = z.object({ billingId: z.string(), organization: companyRefSchema });
export const billingIdParamsSchema = z.object({ billingId: z.string().min(1).max(64) });
export type BillingLookup = z.infer<typeof billingLookupSchema>;

/**
 * GET /auth/v1/organizations/billingIdCheck?billingId=: the form's uniqueness question, answered 200
 * either way (a free billing ID is not an error: the 404 of the look-up above was a red console line on
 * a happy path). `holder` is the company holding it, or null.
 */
export const billingIdCheckQuerySchema = z.object({ billingId: z.string().trim().min(1).max(64) });
export const billingIdCheckSchema = z.object({ billingId: z.string(), holder: companyRefSchema.nullable() });
export type BillingIdCheck = z.infer<typeof billingIdCheckSchema>;

/** POST /auth/v1/organizations/associate: link `organizationUuid` to `associatedOrganizationUuid`. */
export const associateRequestSchema = z.object({
  organizationUuid: z.uuid(),
  associatedOrganizationUuid: z.uuid(),
});
export type AssociateRequest = z.infer<typeof associateRequestSchema>;

/** GET /auth/v1/organizations/associate?lookupBy=: companies to link to, by billing ID or name. */
export const associateLookupQuerySchema = z.object({ lookupBy: z.string().trim().min(1).max(200) });
export const associateLookupSchema = z.object({ data: z.array(companyRefSchema) });
export type AssociateLookup = z.infer<typeof associateLookupSchema>;

/** A status step staff take (request deletion, retry, provision); the job takes the others. */
export const accountStatusChangeSchema = z.object({ accountStatus: accountStatusSchema });
export type AccountStatusChange = z.infer<typeof accountStatusChangeSchema>;
