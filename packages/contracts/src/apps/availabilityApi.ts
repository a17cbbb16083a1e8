import { z } from 'zod';
import { type Region, regionInfo } from '../identity/regionInfo.ts';
import { regionSchema } from '../identity/regions.ts';
import { tenantNameSchema } from '../tenants/tenantsApi.ts';
import { environmentSchema } from './appEnumSchemas.ts';

/**
 * Why a tenant cannot take a version (docs/decisions/app-availability.md), first failing check first:
 * - notLicensed: the app is visible to the company, but the version is neither its own nor the one a
 *   licence in force grants it;
 * - regionNotServed: the app's hub does not serve the tenant's region (`isRegionServed`);
 * - stageTooLow: the version's stage does not reach the tenant's environment;
 * - notDeployable: any other refusal of the lifecycle (retired app, build not succeeded);
 * - entitlementLimit: a new Extend app in Production past the company's entitlement.
 */
export const unavailableReasons = [
  'notLicensed',
  'regionNotServed',
  'stageTooLow',
  'notDeployable',
  'entitlementLimit',
] as const;
export const unavailableReasonSchema = z.enum(unavailableReasons);
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

/** A refusal: its code for the page's own sentence, and the server's sentence for API callers. */
export const unavailableSchema = z.object({
  code: unavailableReasonSchema,
  message: z.string(),
  /** The entitlement's limit, for entitlementLimit; null otherwise. */
  limit: z.number().int().nonnegative().nullable(),
});
export type Unavailable = z.infer<typeof unavailableSchema>;

/** GET /apphub/v1/apps/{id}/availability?versionId: the version asked about must be the app's. */
export const appAvailabilityQuerySchema = z.object({ versionId: z.uuid() });

export const regionAvailabilitySchema = z.object({
  region: regionSchema,
  available: z.boolean(),
  reason: unavailableSchema.nullable(),
});

export const tenantAvailabilitySchema = z.object({
  id: z.uuid(),
  name: tenantNameSchema,
  environment: environmentSchema,
  region: regionSchema,
  dataCenter: z.string(),
  available: z.boolean(),
  reason: unavailableSchema.nullable(),
});
export type TenantAvailability = z.infer<typeof tenantAvailabilitySchema>;

export const appAvailabilitySchema = z.object({
  appId: z.uuid(),
  versionId: z.uuid(),
  /** The region of the app's owner: its hub decides the regions it serves. */
  appRegion: regionSchema,
  /** The caller company's regions (a company has one today) and its tenants, sorted by name. */
  regions: z.array(regionAvailabilitySchema),
  tenants: z.array(tenantAvailabilitySchema),
});
export type AppAvailability = z.infer<typeof appAvailabilitySchema>;

/**
 * Whether an app of `appRegion` may run in `tenantRegion`. Every region's apps are published to the shared
 * hub 1, which serves the regions whose default app hub it is (docs/decisions/regions.md); the two regions
 * with no default hub (the hub must be chosen, docs/decisions/regions.md) are served by their own region's
 * apps only.
 */
export function isRegionServed(appRegion: Region, tenantRegion: Region): boolean {
  return appRegion === tenantRegion || regionInfo[tenantRegion].defaultAppHubId !== null;
}

export function regionNotServedMessage(appRegion: Region, tenantRegion: Region): string {
  const name = (region: Region) => `${regionInfo[region].displayName} (${region})`;
  return `This app is not available in the region ${name(tenantRegion)}: apps of ${name(appRegion)} are not served there.`;
}
