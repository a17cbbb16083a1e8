import type { AppAvailability, Tenant, TenantAvailability, Unavailable } from '@portal/contracts';

/**
 * appAvailability's answer for component tests (the network is stubbed): each tenant available unless
 * `reasons` gives it one, in scylla:us like Acme's.
 */
export function availabilityAnswer(
  appId: string,
  versionId: string,
  tenants: Tenant[],
  reasons: Record<string, Pick<Unavailable, 'code'> & Partial<Unavailable>> = {},
  appRegion: AppAvailability['appRegion'] = 'scylla:us',
): AppAvailability {
  return {
    appId,
    versionId,
    appRegion,
    regions: [{ region: 'scylla:us', available: true, reason: null }],
    tenants: tenants.map((tenant): TenantAvailability => {
      const reason = reasons[tenant.name];
      return {
        id: tenant.id,
        name: tenant.name,
        environment: tenant.environment,
        region: 'scylla:us',
        dataCenter: 'us-east-1',
        available: !reason,
        reason: reason ? { message: 'refused', limit: null, ...reason } : null,
      };
    }),
  };
}
