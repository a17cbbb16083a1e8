import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { appDirectory } from '../apps/apps.port.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { deployRepository } from './deploy.repository.ts';
import { deployRoutes } from './deploy.routes.ts';
import { type DeployService, deployService } from './deploy.service.ts';
import { prontoDeploys } from './pronto.ts';

/** Registry and deploy under /aos/v1: which version runs in which of the company's tenants. */
export async function registerDeployModule(
  app: FastifyInstance,
  deps: Deps & { tenants: TenantsService; audit: AuditLog; entitlements: EntitlementLimits },
): Promise<DeployService> {
  const { db } = deps.database;
  const service = deployService({
    repo: deployRepository(db),
    inTransaction: (work) => withTransaction(db, (tx) => work(deployRepository(tx))),
    apps: appDirectory(db),
    tenants: deps.tenants,
    entitlements: deps.entitlements,
    audit: deps.audit,
    checkRegions: deps.config.flags.branchAvailabilityCheck,
  });
  const pronto = prontoDeploys(deps.jobs, service);
  await app.register(deployRoutes, { db, service, pronto });
  return service;
}
