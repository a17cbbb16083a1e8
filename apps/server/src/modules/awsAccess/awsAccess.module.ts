import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import { awsAccessRepository } from './awsAccess.repository.ts';
import { awsAccessRoutes } from './awsAccess.routes.ts';
import { awsAccessService } from './awsAccess.service.ts';

/** AWS access per member of a company, limited by its entitlements. */
export async function registerAwsAccessModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog; entitlements: EntitlementLimits },
): Promise<void> {
  const { db } = deps.database;
  const service = awsAccessService(awsAccessRepository(db), {
    audit: deps.audit,
    entitlements: deps.entitlements,
  });
  await app.register(awsAccessRoutes, { db, service });
}
