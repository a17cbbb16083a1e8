/**
 * The apps' closed value sets, as plain arrays: no zod here, so a page that only shows a status does not
 * load zod (the schemas built from these are in appEnumSchemas.ts).
 */

/** SPEC.md section 3. */
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

/** Licensed app status comes from the dates: Active from start to end inclusive, Expired after. */
export type LicenseStatus = 'Active' | 'Expired';
export function licenseStatus(end: Date, now: Date = new Date()): LicenseStatus {
  return end.getTime() >= now.getTime() ? 'Active' : 'Expired';
}
