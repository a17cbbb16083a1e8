import { z } from 'zod';

/** SPEC.md section 3. */
export const appTypes = ['INTEGRATION', 'JOURNEYS', 'EXTEND'] as const;
export const appTypeSchema = z.enum(appTypes);
export type AppType = z.infer<typeof appTypeSchema>;

export const buildStatuses = [
  'SUCCEEDED',
  'FAILED',
  'SCHEDULED',
  'QUEUED',
  'IN_PROGRESS',
  'QUEUED_FOR_SIGNING',
] as const;
export const buildStatusSchema = z.enum(buildStatuses);
export type BuildStatus = z.infer<typeof buildStatusSchema>;
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
export const environmentSchema = z.enum(environments);
export type Environment = z.infer<typeof environmentSchema>;

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
