import { z } from 'zod';
import { entitlementNames } from '../apps/appEnums.ts';
import { organizationParamsSchema } from '../identity/organizations.ts';
import { entitlementMeasures } from './entitlementCatalogue.ts';

export const entitlementMeasureSchema = z.enum(entitlementMeasures);
export const entitlementNameSchema = z.enum(entitlementNames);
const isoDaySchema = z.iso.date();

/** Where a company's entitlement comes from: granted by staff directly (`package` null), or by a package. */
export const entitlementSourceSchema = z.object({
  package: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  startDate: isoDaySchema,
  grantedAt: z.iso.datetime(),
});
export type EntitlementSource = z.infer<typeof entitlementSourceSchema>;

/**
 * One entitlement a company holds, with what it grants: the highest limit of each measure over its
 * sources (a package may replace the entitlement's default limits), from the earliest start date.
 */
export const companyEntitlementSchema = z.object({
  name: entitlementNameSchema,
  restricted: z.boolean(),
  startDate: isoDaySchema,
  limits: z.partialRecord(entitlementMeasureSchema, z.number().int().nonnegative()),
  grantedAt: z.iso.datetime(),
  sources: z.array(entitlementSourceSchema),
});
export type CompanyEntitlement = z.infer<typeof companyEntitlementSchema>;

/** A measure's limit against its use; `limit` null is unlimited (an override of staff's). */
export const entitlementUsageSchema = z.object({
  measure: entitlementMeasureSchema,
  limit: z.number().int().nonnegative().nullable(),
  used: z.number().nonnegative(),
  /** Where the limit comes from: an entitlement, staff's override, or what every company has. */
  source: z.enum(['entitlement', 'override', 'base']),
});
export type EntitlementUsage = z.infer<typeof entitlementUsageSchema>;

/**
 * GET /v1/organizations/{org}/entitlements[?includeRestricted=false] (docs/product/entitlements.md
 * ENTITLEMENTS-4).
 */
export const entitlementsSummarySchema = z.object({
  entitlements: z.array(companyEntitlementSchema),
  usage: z.array(entitlementUsageSchema),
  /** The usage year of data usage, which resets on the entitlements' start date. */
  period: z.object({ start: isoDaySchema, end: isoDaySchema }),
});
export type EntitlementsSummary = z.infer<typeof entitlementsSummarySchema>;

/** One entitlement of a company: `/auth/v1/organizations/:org/entitlements/:name`. */
export const entitlementParamsSchema = organizationParamsSchema.extend({ name: entitlementNameSchema });

export const entitlementsQuerySchema = z.object({
  includeRestricted: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const maxEntitlementLimit = 1_000_000;

/** Staff's overrides: a number replaces the granted limit, null lifts it; a measure left out has none. */
export const entitlementOverridesSchema = z.object({
  overrides: z.partialRecord(
    entitlementMeasureSchema,
    z.number().int().min(0).max(maxEntitlementLimit).nullable(),
  ),
});
export type EntitlementOverrides = z.infer<typeof entitlementOverridesSchema>;

/** POST /v1/organizations/{org}/entitlements: staff grant an entitlement from a start date. */
export const grantEntitlementSchema = z.object({ name: entitlementNameSchema, startDate: isoDaySchema });
export type GrantEntitlement = z.infer<typeof grantEntitlementSchema>;

const measureNouns: Record<(typeof entitlementMeasures)[number], string> = {
  productionExtendApps: 'Extend apps in production',
  companyUsers: 'users (members and pending invitations)',
  dscUsers: 'Developer Support Contacts',
  developmentTenants: 'development tenants',
  dataUsageGb: 'GB of data this year',
  awsUsers: 'users with AWS access',
};

/** The refusal of an action that would pass a limit (a 409's message). */
export function limitReachedMessage(measure: (typeof entitlementMeasures)[number], limit: number): string {
  const hint =
    measure === 'developmentTenants'
      ? ' Delete one first.'
      : ' Ask your provider about a larger entitlement.';
  return `This company has reached its limit of ${limit} ${measureNouns[measure]}.${hint}`;
}
