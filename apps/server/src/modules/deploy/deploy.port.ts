import type { Db } from '../../db/client.ts';
import { deployRepository } from './deploy.repository.ts';

/**
 * What other modules may ask about deployments. Tenants ask it before deleting a tenant: deploy itself
 * depends on tenants (it deploys only to one), so tenants cannot take deploy's service without a cycle.
 */
export function deploymentDirectory(db: Db) {
  const repo = deployRepository(db);
  return {
    countOnTenant: (organizationId: string, tenant: string): Promise<number> =>
      repo.countOnTenant(organizationId, tenant),
  };
}

export type DeploymentDirectory = ReturnType<typeof deploymentDirectory>;
