import {
  defaultPackageAccess,
  type EntitlementMeasure,
  type EntitlementName,
  type PackageAccessPolicy,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { entitlementsRepository } from './entitlements.repository.ts';
import { type PackageFields, packagesRepository } from './packages.repository.ts';

/**
 * What other modules ask of entitlements before an action that counts against a limit: the company's
 * limit of a measure, null when staff lifted it. The count itself is the acting module's, taken in the
 * same transaction as its write, so two racing actions cannot both pass.
 */
export type EntitlementLimits = {
  limit(organizationId: string, measure: EntitlementMeasure): Promise<number | null>;
};

/**
 * What the demo world (seed/entitlementsDemo.ts, seed/packagesDemo.ts) writes of entitlements and
 * packages, as staff would but with no one acting: grants from a chosen day, limit overrides, packages
 * with their access policy and holders.
 */
export function entitlementsSeeding(db: Db) {
  const entitlements = entitlementsRepository(db);
  const packages = packagesRepository(db);
  return {
    grant: (organizationId: string, name: EntitlementName, startDate: string) =>
      entitlements.grant({ organizationId, name, startDate }),
    replaceOverrides: (organizationId: string, next: Map<EntitlementMeasure, number | null>) =>
      entitlements.replaceOverrides(organizationId, next, null),
    existingPackages: (names: readonly string[]) => packages.existingNames(names),
    createPackage: async (fields: PackageFields, policy: PackageAccessPolicy): Promise<string> => {
      const id = await packages.create(fields, defaultPackageAccess, null);
      await packages.setAccessPolicy(id, policy);
      return id;
    },
    assignPackage: (organizationId: string, packageId: string, startDate: string) =>
      packages.assign(organizationId, packageId, null, () => {}, startDate),
  };
}
