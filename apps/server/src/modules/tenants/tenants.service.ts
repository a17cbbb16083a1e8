import {
  type Environment,
  type IntegrationCredentials,
  limitReachedMessage,
  type Tenant,
} from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { randomToken } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import type { TenantPlace, TenantsRepository } from './tenants.repository.ts';

/** A tenant with its region and data centre, as other modules (deploy's availability) read it. */
export type { TenantPlace };

const notFound = () => new HttpError('not_found', 'Tenant not found.');

/** The tenant's integration user: the account a tenant's SOAP callers sign WS-Security with. */
export const integrationUsername = (tenant: string) => `ISU_${tenant}`;

/**
 * What tenants ask about deployments before deleting a tenant. Deploy answers it (deploy.port.ts's
 * deploymentDirectory, handed in by app.ts): deploy depends on tenants, so tenants names what it needs
 * here instead of importing deploy.
 */
export type DeploymentCounts = {
  countOnTenant(organizationId: string, tenant: string): Promise<number>;
};

/**
 * A company's tenants (docs/product/tenants.md TENANTS-1): deploy picks from them, and the provisioner
 * creates and deletes the company's development tenants (TENANTS-2).
 */
export function tenantsService(
  repo: TenantsRepository,
  deployments: DeploymentCounts,
  entitlements: EntitlementLimits,
) {
  return {
    page: (organizationId: string, start: number, length: number) => repo.page(organizationId, start, length),
    byName: (organizationId: string, name: string): Promise<Tenant | null> =>
      repo.byName(organizationId, name),
    /** The company's tenants with their region and data centre, by name (what availability reads). */
    placesOf: (organizationId: string): Promise<TenantPlace[]> => repo.placesOf(organizationId),
    placeByName: (organizationId: string, name: string): Promise<TenantPlace | null> =>
      repo.placeByName(organizationId, name),

    /** dclocation: where one of the company's tenants runs; another company's tenant is not found. */
    async dcLocation(organizationId: string, name: string) {
      const place = await repo.placeByName(organizationId, name);
      if (!place) throw notFound();
      return { tenant: place.name, region: place.region, dataCenter: place.dataCenter };
    },
    /** Adds the tenants a company does not have yet, by name (the demo world's tenants). */
    ensure: (rows: { organizationId: string; name: string; environment: Environment }[]) => repo.ensure(rows),

    /** A new development tenant, within the company's entitlement, its name free in the company. */
    async provision(organizationId: string, name: string): Promise<Tenant> {
      const limit = await entitlements.limit(organizationId, 'developmentTenants');
      const result = await repo.createWithin(
        { organizationId, name, environment: 'Development' },
        limit ?? Number.POSITIVE_INFINITY,
      );
      if ('tenant' in result) return result.tenant;
      throw result.refused === 'limit'
        ? new HttpError('conflict', limitReachedMessage('developmentTenants', limit ?? 0))
        : new HttpError('conflict', `A tenant named ${name} already exists in this company.`);
    },

    /** Deletes a development tenant no app runs on (its data, tokens and consents go with it). */
    async deprovision(organizationId: string, id: string): Promise<Tenant> {
      const tenant = await repo.byId(organizationId, id);
      if (!tenant) throw notFound();
      if (tenant.environment !== 'Development')
        throw new HttpError('conflict', 'Only development tenants can be deleted here.');
      const running = await deployments.countOnTenant(organizationId, tenant.name);
      if (running > 0)
        throw new HttpError(
          'conflict',
          `Apps are deployed to ${tenant.name} (${running}). The tenant cannot be deleted while they are.`,
        );
      await repo.remove(id);
      return tenant;
    },

    /**
     * The stored password hashes of the integration user `username` of the tenants named `tenantName`,
     * for SOAP's WS-Security UsernameToken (checked by the sandbox): tenant names are unique per company
     * only, and the password tells them apart. None when the name is not that user's or no password was set.
     */
    async integrationHashes(
      tenantName: string,
      username: string,
    ): Promise<{ tenant: Tenant; hash: string }[]> {
      if (username !== integrationUsername(tenantName)) return [];
      return (await repo.withIntegrationPassword(tenantName)).flatMap(({ tenant, hash }) =>
        hash ? [{ tenant, hash }] : [],
      );
    },

    /** A new password for the tenant's integration user, returned once and stored hashed. */
    async resetIntegrationPassword(organizationId: string, id: string): Promise<IntegrationCredentials> {
      const tenant = await repo.byId(organizationId, id);
      if (!tenant) throw notFound();
      const password = randomToken(18);
      await repo.setIntegrationPassword(id, await hashPassword(password));
      return { username: integrationUsername(tenant.name), password };
    },
  };
}

export type TenantsService = ReturnType<typeof tenantsService>;
