import {
  deployableEnvironments,
  isRegionServed,
  lifecycleTransition,
  limitReachedMessage,
  type Region,
  regionNotServedMessage,
  type Unavailable,
} from '@portal/contracts';
import type { OwnedVersion } from '../apps/apps.port.ts';
import type { TenantPlace } from '../tenants/tenants.service.ts';

/** The company's room for one more Extend app in Production; null when it has no limit or it is not asked. */
export type ProductionRoom = { limit: number; isFull: boolean } | null;

const refusal = (code: Unavailable['code'], message: string, limit: number | null = null): Unavailable => ({
  code,
  message,
  limit,
});

export const notLicensed = (): Unavailable =>
  refusal(
    'notLicensed',
    'This company does not own this version, and no licence in force grants it to the company.',
  );

/** Whether the app may run in the region at all (null: it may); only with branchAvailabilityCheck on. */
export function regionVerdict(appRegion: Region, region: Region, checkRegion: boolean): Unavailable | null {
  return checkRegion && !isRegionServed(appRegion, region)
    ? refusal('regionNotServed', regionNotServedMessage(appRegion, region))
    : null;
}

/**
 * Whether `tenant` can take the version, and why not (docs/decisions/app-availability.md). Deploy and
 * appAvailability both ask it, so the dialog disables exactly the tenants deploy would refuse.
 * `version` is null when the company neither owns the version nor holds a licence in force granting it;
 * `checkRegion` is the branchAvailabilityCheck flag.
 */
export function tenantVerdict(input: {
  version: OwnedVersion | null;
  appRegion: Region;
  tenant: TenantPlace;
  checkRegion: boolean;
  production: ProductionRoom;
}): Unavailable | null {
  const { version, tenant } = input;
  if (!version) return notLicensed();
  const region = regionVerdict(input.appRegion, tenant.region, input.checkRegion);
  if (region) return region;
  const result = lifecycleTransition(version.state, { type: 'deploy', environment: tenant.environment });
  if (!result.ok) {
    const reaches = deployableEnvironments(version.state.environment).includes(tenant.environment);
    return refusal(reaches ? 'notDeployable' : 'stageTooLow', result.reason);
  }
  if (tenant.environment === 'Production' && version.app.type === 'EXTEND' && input.production?.isFull)
    return refusal(
      'entitlementLimit',
      limitReachedMessage('productionExtendApps', input.production.limit),
      input.production.limit,
    );
  return null;
}
