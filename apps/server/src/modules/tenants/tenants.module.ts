import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { ClientCorsRoutes } from '../apiClients/apiClients.module.ts';
import type { ApiClientsService } from '../apiClients/apiClients.service.ts';
import type { AuthorizationService } from '../apiClients/authorization.service.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import type { IdentityService } from '../identity/identity.service.ts';
import type { PortalTokensService } from '../portalTokens/portalTokens.service.ts';
import { defineTenantCleanupJobs } from './cleanupJobs.ts';
import { suvsRepository } from './suvs.repository.ts';
import { suvsRoutes } from './suvs.routes.ts';
import { suvsService } from './suvs.service.ts';
import { tenantsRepository } from './tenants.repository.ts';
import { tenantsRoutes } from './tenants.routes.ts';
import { type DeploymentCounts, type TenantsService, tenantsService } from './tenants.service.ts';
import { tenantTokensRepository } from './tenantTokens.repository.ts';
import { tenantTokensRoutes } from './tenantTokens.routes.ts';
import { type TenantTokensService, tenantTokensService } from './tenantTokens.service.ts';
import { tokenEndpointRoutes } from './tokenEndpoint.routes.ts';

/** The companies' tenants, their configuration, the tenant tokens that call them, and staff's SUVs. */
export async function registerTenantsModule(
  app: FastifyInstance,
  deps: Deps & {
    audit: AuditLog;
    identity: IdentityService;
    clients: ApiClientsService;
    authorization: AuthorizationService;
    portalTokens: PortalTokensService;
    entitlements: EntitlementLimits;
    deployments: DeploymentCounts;
    corsRoutes: ClientCorsRoutes;
  },
): Promise<{ tenants: TenantsService; tenantTokens: TenantTokensService }> {
  const { db } = deps.database;
  const service = tenantsService(tenantsRepository(db), deps.deployments, deps.entitlements);
  const tokens = tenantTokensService(tenantTokensRepository(db), { publicUrl: deps.config.publicUrl });
  const suvs = suvsService(suvsRepository(db), deps.identity);
  defineTenantCleanupJobs(deps.jobs, { tokens, suvs }, app.log);
  await app.register(tenantsRoutes, { db, service, audit: deps.audit });
  await app.register(tenantTokensRoutes, { db, service: tokens });
  // A client's single-page application calls the token endpoint from its own origin (CLIENTS-7).
  deps.corsRoutes.add((scope) =>
    tokenEndpointRoutes(scope, {
      db,
      service: tokens,
      clients: deps.clients,
      authorization: deps.authorization,
      portalTokens: deps.portalTokens,
    }),
  );
  await app.register(suvsRoutes, { service: suvs, audit: deps.audit });
  return { tenants: service, tenantTokens: tokens };
}
