import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { defineProvisioningJob } from './companies.provisioning.ts';
import { companiesRepository } from './companies.repository.ts';
import { companiesRoutes } from './companies.routes.ts';
import { type CompaniesService, companiesService } from './companies.service.ts';

/** Provider staff's company administration and the account provisioning job. */
export async function registerCompaniesModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog; tenants: TenantsService; entitlements: EntitlementsService },
): Promise<CompaniesService> {
  const repo = companiesRepository(deps.database.db);
  const queue = defineProvisioningJob(deps.jobs, {
    repo,
    tenants: deps.tenants,
    entitlements: deps.entitlements,
    audit: deps.audit,
    logger: app.log,
  });
  const service = companiesService(repo, deps.audit, () => queue);
  await app.register(companiesRoutes, { service, linkCompany: deps.config.flags.linkCompany });
  return service;
}
