import type { Environment } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { tenantsSeeding } from '../modules/tenants/tenants.port.ts';

/** The suffix of each environment's demo tenant: acme_dev, acme_impl, acme_sb, acme_prod. */
const suffixes: Record<Environment, string> = {
  Development: 'dev',
  Implementation: 'impl',
  Sandbox: 'sb',
  Production: 'prod',
};

/** Each company's tenants, one of each environment, named after the company's demo key (acme, bright). */
export function demoTenants(
  orgs: Record<string, { id: string }>,
): { organizationId: string; name: string; environment: Environment }[] {
  return Object.entries(orgs).flatMap(([key, org]) =>
    (Object.entries(suffixes) as [Environment, string][]).map(([environment, suffix]) => ({
      organizationId: org.id,
      name: `${key.toLowerCase()}_${suffix}`,
      environment,
    })),
  );
}

/**
 * The demo world's tenants, with the companies: the apps demo (appsLifecycleDemo.ts) deploys
 * to acme_dev, acme_impl, acme_sb, acme_prod and bright_sb, which deploy accepts only once they exist.
 */
export async function seedTenantsDemo(db: Db, orgs: Record<string, { id: string }>): Promise<void> {
  await tenantsSeeding(db).ensure(demoTenants(orgs));
}
