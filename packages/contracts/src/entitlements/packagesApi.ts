import { z } from 'zod';
import { type EntitlementName, entitlementNames } from '../apps/appEnums.ts';
import { organizationParamsSchema, organizationTypeSchema } from '../identity/organizations.ts';
import { type GlobalPermission, globalPermissionSchema, globalPermissions } from '../identity/permissions.ts';
import { regionSchema } from '../identity/regions.ts';
import { pagedSchema, pageQuerySchema } from '../paging.ts';
import { entitlementMeasures } from './entitlementCatalogue.ts';
import { maxEntitlementLimit } from './entitlementsApi.ts';

/** An entitlement package: a named bundle of entitlements staff assign to companies. */
export const packageStatuses = ['active', 'retired'] as const;
export const packageStatusSchema = z.enum(packageStatuses);
export type PackageStatus = z.infer<typeof packageStatusSchema>;

/**
 * What a staff permission may do with one package (docs/product/entitlements.md ENTITLEMENTS-5), each level
 * including the ones before it: see it, assign it to companies, change it (and its policies).
 */
export const packageAccessLevels = ['none', 'view', 'assign', 'manage'] as const;
export const packageAccessLevelSchema = z.enum(packageAccessLevels);
export type PackageAccessLevel = z.infer<typeof packageAccessLevelSchema>;

/** The staff permission that always manages every package, so a package can never be locked away. */
export const packagesOwnerPermission: GlobalPermission = 'admin.packages';

/** The levels a new package starts with; a permission left out is `none`. */
export const defaultPackageAccess: Partial<Record<GlobalPermission, PackageAccessLevel>> = {
  'admin.packages': 'manage',
  'admin.companies': 'assign',
  'admin.portal': 'view',
};

/** Whether `level` allows `wanted` (levels include the ones before them). */
export const packageAccessAllows = (level: PackageAccessLevel, wanted: PackageAccessLevel): boolean =>
  packageAccessLevels.indexOf(level) >= packageAccessLevels.indexOf(wanted);

/** The highest level any of a staff member's permissions gives on a package. */
export function packageAccessOf(
  levels: Partial<Record<GlobalPermission, PackageAccessLevel>>,
  held: readonly string[],
): PackageAccessLevel {
  let best: PackageAccessLevel = 'none';
  for (const permission of held) {
    const level = levels[permission as GlobalPermission] ?? 'none';
    if (packageAccessAllows(level, best)) best = level;
  }
  return best;
}

export const packageNameMax = 100;
export const packageDescriptionMax = 1000;

/** A package's own limits for an entitlement: they replace the entitlement's default limits it names. */
export const packageLimitsSchema = z.partialRecord(
  z.enum(entitlementMeasures),
  z
    .number({ error: 'A limit must be a whole number.' })
    .int('A limit must be a whole number.')
    .min(0, 'A limit cannot be negative.')
    .max(maxEntitlementLimit, `A limit cannot be over ${maxEntitlementLimit}.`),
);
export type PackageLimits = z.infer<typeof packageLimitsSchema>;

export const packageEntitlementSchema = z.object({
  name: z.enum(entitlementNames, { error: 'Choose an entitlement from the list.' }),
  limits: packageLimitsSchema.default({}),
});
export type PackageEntitlement = z.infer<typeof packageEntitlementSchema>;

/** Create and edit (POST /auth/v2/packages, PUT /auth/v2/packages/{id}). */
export const packageWriteSchema = z.object({
  name: z
    .string({ error: 'Package name is required.' })
    .trim()
    .min(1, 'Package name is required.')
    .max(packageNameMax, `Package name must be at most ${packageNameMax} characters.`),
  description: z
    .string()
    .trim()
    .max(packageDescriptionMax, `Description must be at most ${packageDescriptionMax} characters.`)
    .default(''),
  entitlements: z
    .array(packageEntitlementSchema, { error: 'Choose at least one entitlement.' })
    .min(1, 'Choose at least one entitlement.')
    .max(entitlementNames.length)
    .refine(
      (list) => new Set(list.map((e) => e.name)).size === list.length,
      'Each entitlement can be in a package only once.',
    ),
});
export type PackageWrite = z.input<typeof packageWriteSchema>;
export type PackageWriteParsed = z.output<typeof packageWriteSchema>;

/** Which companies may hold a package; an empty list allows every type (or region). */
export const packageAccessPolicySchema = z.object({
  organizationTypes: z
    .array(organizationTypeSchema)
    .refine((list) => new Set(list).size === list.length, 'An organization type is listed twice.'),
  regions: z
    .array(regionSchema)
    .refine((list) => new Set(list).size === list.length, 'A region is listed twice.'),
});
export type PackageAccessPolicy = z.infer<typeof packageAccessPolicySchema>;

export const packageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: packageStatusSchema,
  entitlements: z.array(packageEntitlementSchema),
  accessPolicy: packageAccessPolicySchema,
  organizationCount: z.number().int().nonnegative(),
  /** What the caller may do with it: the web shows only the actions it allows. */
  access: packageAccessLevelSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EntitlementPackage = z.infer<typeof packageSchema>;

export const packagePageSchema = pagedSchema(packageSchema);
export type PackagePage = z.infer<typeof packagePageSchema>;

/** One package: `/auth/v2/packages/:id`. */
export const packageParamsSchema = z.object({ id: z.uuid() });
/** One staff permission's level on a package. */
export const packagePermissionParamsSchema = packageParamsSchema.extend({
  permission: globalPermissionSchema,
});
/** One package of a company: `/auth/v2/organizations/:org/entitlementPackages/:id`. */
export const companyPackageParamsSchema = organizationParamsSchema.extend({ id: z.uuid() });

export const packageListQuerySchema = pageQuerySchema.extend({
  /** Matches the name or the description. */
  search: z.string().trim().max(200).optional(),
  status: packageStatusSchema.optional(),
});
export type PackageListQuery = z.infer<typeof packageListQuerySchema>;

/** PUT /auth/v2/packages/{id}/status: retire a package (no new companies) or bring it back. */
export const packageStatusChangeSchema = z.object({ status: packageStatusSchema });

/** A company holding a package (GET /auth/v2/packages/{id}/organizations, paged). */
export const packageHolderSchema = z.object({
  organizationUuid: z.uuid(),
  organizationName: z.string(),
  organizationType: organizationTypeSchema,
  region: regionSchema,
  assignedAt: z.iso.datetime(),
});
export type PackageHolder = z.infer<typeof packageHolderSchema>;
export const packageHolderPageSchema = pagedSchema(packageHolderSchema);
export type PackageHolderPage = z.infer<typeof packageHolderPageSchema>;

/** GET /auth/v2/packages/{id}/permissions: each staff permission's level on the package. */
export const packagePermissionsSchema = z.object({
  levels: z.record(globalPermissionSchema, packageAccessLevelSchema),
});
export type PackagePermissions = z.infer<typeof packagePermissionsSchema>;

/** GET /auth/v2/packages/permissions: the matrix package x staff permission (/admin/packages/permissions). */
export const packagePermissionsMatrixSchema = z.object({
  permissions: z.array(globalPermissionSchema),
  packages: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: packageStatusSchema,
      levels: z.record(globalPermissionSchema, packageAccessLevelSchema),
    }),
  ),
});
export type PackagePermissionsMatrix = z.infer<typeof packagePermissionsMatrixSchema>;

/** PUT /auth/v2/packages/{id}/permissions/{permission}: one cell of the matrix. */
export const packagePermissionChangeSchema = z.object({ level: packageAccessLevelSchema });

/** A package a company holds (GET /auth/v2/organizations/{org}/entitlementPackages). */
export const companyPackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: packageStatusSchema,
  entitlements: z.array(packageEntitlementSchema),
  assignedAt: z.iso.datetime(),
});
export type CompanyPackage = z.infer<typeof companyPackageSchema>;
export const companyPackagesSchema = z.object({ data: z.array(companyPackageSchema) });
export type CompanyPackages = z.infer<typeof companyPackagesSchema>;

/** The order of the staff permissions in the matrix: the contracts' list. */
export const packageMatrixPermissions: readonly GlobalPermission[] = globalPermissions;

/** The message of a refused assignment: the package's access policy does not admit the company. */
export function packagePolicyRefusal(
  packageName: string,
  policy: PackageAccessPolicy,
  company: { organizationType: string; region: string },
): string | null {
  if (
    policy.organizationTypes.length > 0 &&
    !policy.organizationTypes.includes(company.organizationType as never)
  )
    return `${packageName} is only for ${policy.organizationTypes.join(', ')} companies; this company is ${company.organizationType}.`;
  if (policy.regions.length > 0 && !policy.regions.includes(company.region as never))
    return `${packageName} is only for companies in ${policy.regions.join(', ')}; this company is in ${company.region}.`;
  return null;
}

/** The names a list of package entitlements grants. */
export const packageEntitlementNames = (list: readonly PackageEntitlement[]): EntitlementName[] =>
  list.map((e) => e.name);
