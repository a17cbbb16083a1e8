import type { Environment, Tenant } from '@portal/contracts';
import type { TenantsRepository } from './tenants.repository.ts';

/** A company's tenants (SPEC.md 7 /organizations/{org}/tenants): deploy picks from them. */
export function tenantsService(repo: TenantsRepository) {
  return {
    page: (organizationId: string, start: number, length: number) => repo.page(organizationId, start, length),
    byName: (organizationId: string, name: string): Promise<Tenant | null> =>
      repo.byName(organizationId, name),
    /** Adds the tenants a company does not have yet, by name (the demo world's tenants). */
    ensure: (rows: { organizationId: string; name: string; environment: Environment }[]) => repo.ensure(rows),
  };
}

export type TenantsService = ReturnType<typeof tenantsService>;
