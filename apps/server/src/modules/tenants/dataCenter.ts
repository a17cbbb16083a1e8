import { createHash } from 'node:crypto';
import { type Region, regionInfo } from '@portal/contracts';

/**
 * The data centre a new tenant of the region runs in: one of the region's, picked by a hash of the company
 * and the tenant's name, so tenants spread over a region's data centres and the same tenant created again
 * (the provisioning job re-run, a seed) lands where it did before.
 */
export function chooseDataCenter(region: Region, organizationId: string, name: string): string {
  const centres = regionInfo[region].dataCenters;
  const hash = createHash('sha256').update(`${organizationId}/${name}`).digest().readUInt32BE(0);
  return centres[hash % centres.length]!;
}
