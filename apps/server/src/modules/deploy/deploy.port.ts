import type { Db } from '../../db/client.ts';
import { deployRepository } from './deploy.repository.ts';

/**
 * What other modules may ask about deployments. Tenants ask it before deleting a tenant (their
 * DeploymentCounts): deploy itself depends on tenants (it deploys only to one), so app.ts hands it to the
 * tenants module, which never imports deploy.
 */
export function deploymentDirectory(db: Db) {
  const repo = deployRepository(db);
  return {
    countOnTenant: (organizationId: string, tenant: string): Promise<number> =>
      repo.countOnTenant(organizationId, tenant),
  };
}
