/**
 * The apps' closed value sets, as plain arrays: no zod here, so a page that only shows a status does not
 * load zod (the schemas built from these are in appEnumSchemas.ts).
 */

/** App types and build statuses (docs/product/apps.md APPS-4). */
export const appTypes = ['INTEGRATION', 'JOURNEYS', 'EXTEND'] as const;
export type AppType = (typeof appTypes)[number];

export const buildStatuses = [
  'SUCCEEDED',
  'FAILED',
  'SCHEDULED',
  'QUEUED',
  'IN_PROGRESS',
  'QUEUED_FOR_SIGNING',
  // Stopped by provider staff (/admin/build): a final state, like FAILED, that nobody's source caused.
  'CANCELLED',
] as const;
export type BuildStatus = (typeof buildStatuses)[number];
/** What a build status shows as: any value outside the known ones shows 'No Build'. */
export type BuildStatusDisplay = BuildStatus | 'NO_BUILD';

export function buildStatusDisplay(value: string | null | undefined): BuildStatusDisplay {
  return buildStatuses.includes(value as BuildStatus) ? (value as BuildStatus) : 'NO_BUILD';
}

/** A build in one of these states has not finished yet. */
export function isBuildRunning(status: BuildStatusDisplay): boolean {
  return (
    status === 'SCHEDULED' ||
    status === 'QUEUED' ||
    status === 'IN_PROGRESS' ||
    status === 'QUEUED_FOR_SIGNING'
  );
}

export const environments = ['Development', 'Implementation', 'Production', 'Sandbox'] as const;
export type Environment = (typeof environments)[number];

export const federalImpactLevels = ['IL4', 'IL5', 'IL6', 'FEDRAMP'] as const;
export type FederalImpactLevel = (typeof federalImpactLevels)[number];

export const sourcePlatforms = ['WCP', 'SFDC'] as const;
export type SourcePlatform = (typeof sourcePlatforms)[number];

export const entitlementNames = [
  'Journeys',
  'extendbasic',
  'extendessentials',
  'extendpro',
  'extendsaml',
  'Orchestrate for Integrations',
  'ML APIs Early Adopter Program',
  'ML APIs Labs Program',
  'DistAppProducer',
  'DistAppConsumer',
  'Hackathon',
  'Orch Management',
  'Orchestrate Management Summary Report',
  'OrchestrateAsyncLifecycle',
] as const;
export type EntitlementName = (typeof entitlementNames)[number];

/**
 * Licensed app status: NotStarted before its start day, Active from start to end inclusive (no end: for
 * good), Expired after its end day or once the licensor ended it. Days are whole UTC days
 * (docs/product/licenses.md LICENSES-2).
 */
export const licenseStatuses = ['NotStarted', 'Active', 'Expired'] as const;
export type LicenseStatus = (typeof licenseStatuses)[number];
export function licenseStatus(
  license: { licenseStart: string; licenseEnd: string | null; endedAt?: string | null },
  now: Date = new Date(),
): LicenseStatus {
  if (license.endedAt) return 'Expired';
  const today = now.toISOString().slice(0, 10);
  if (license.licenseStart > today) return 'NotStarted';
  return license.licenseEnd === null || license.licenseEnd >= today ? 'Active' : 'Expired';
}

/**
 * Which version a licence lets the licensee deploy: the producer's newest version in Production, following
 * each release, or the one in Production when it was granted (docs/decisions/license-end.md).
 */
export const licenseVersionPolicies = ['newestProduction', 'pinned'] as const;
export type LicenseVersionPolicy = (typeof licenseVersionPolicies)[number];

/** The app lists and their sort orders (docs/product/apps.md APPS-4). */
export const appLists = ['all', 'builtOn', 'licensed', 'retired'] as const;
export const appSorts = ['name', '-name', 'referenceId', '-referenceId', 'updatedAt', '-updatedAt'] as const;
