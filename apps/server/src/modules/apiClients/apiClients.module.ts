import { can } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { authRepository } from '../../platform/auth/auth.repository.ts';
import type { Deps } from '../../platform/deps.ts';
import type { EndSession } from '../session/session.module.ts';
import { apiClientsRepository } from './apiClients.repository.ts';
import { apiClientsRoutes } from './apiClients.routes.ts';
import { type ApiClientsService, apiClientsService } from './apiClients.service.ts';
import { authorizationRepository } from './authorization.repository.ts';
import { type AuthorizationService, authorizationService } from './authorization.service.ts';
import { authorizeRoutes } from './authorize.routes.ts';
import { clientConsentsRoutes } from './clientConsents.routes.ts';
import { clientCorsRoutes } from './clientCors.ts';
import { idTokenSigner } from './idTokens.ts';
import { openidRoutes } from './openid.routes.ts';
import { rpLogoutRoutes } from './rpLogout.routes.ts';
import { rpLogoutService } from './rpLogout.service.ts';
import { userinfoService } from './userinfo.service.ts';

/** The CORS scope's routes, for the modules whose routes are on a CORS path (the token endpoint, the sandbox). */
export type { ClientCorsRoutes } from './clientCors.ts';

export const AUTHORIZATION_SWEEP_QUEUE = 'authorization-request-sweep';

/**
 * A company's API clients, their secrets, and the authorization code flow that lets a user allow one.
 * Registered before the tenants module, whose token endpoint asks it to authenticate a client and to
 * redeem a code.
 */
export async function registerApiClientsModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog; endSession: EndSession },
): Promise<{
  clients: ApiClientsService;
  authorization: AuthorizationService;
  corsRoutes: ReturnType<typeof clientCorsRoutes>;
}> {
  const { db } = deps.database;
  const repo = apiClientsRepository(db);
  const members = authRepository(db);
  const clients = apiClientsService({
    repo,
    audit: deps.audit,
    permissionsOf: async (userId, organizationId) =>
      (await members.findMembership(userId, organizationId))?.permissions ?? null,
  });
  const authorizationRepo = authorizationRepository(db);
  const idTokens = idTokenSigner(db, deps.config.publicUrl);
  const authorization = authorizationService({
    repo: authorizationRepo,
    issuer: deps.config.publicUrl,
    audit: deps.audit,
    idTokens,
    checkSecret: clients.checkSecret,
    recordUse: repo.recordUse,
    // The same rule as connecting to a tenant in the portal: tenants.read in the tenant's company.
    mayUseTenants: async (userId, organizationId) => {
      const membership = await members.findMembership(userId, organizationId);
      return (
        membership !== undefined &&
        can(
          { envLevel: 'PROD', globalPermissions: [], orgPermissions: membership.permissions },
          { orgPermission: 'tenants.read' },
        )
      );
    },
  });
  deps.jobs.define(AUTHORIZATION_SWEEP_QUEUE, async () => ({ removed: await authorization.sweep() }), {
    retryLimit: 2,
    cron: '47 * * * *',
  });
  // The token endpoint (modules/tenants) and the sandbox add their routes to this scope.
  const corsRoutes = clientCorsRoutes(app, {
    publicUrl: deps.config.publicUrl,
    originAllowed: repo.originAllowed,
  });
  await app.register(apiClientsRoutes, { db, service: clients });
  await app.register(authorizeRoutes, {
    service: authorization,
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(rpLogoutRoutes, {
    service: rpLogoutService({
      issuer: deps.config.publicUrl,
      jwks: idTokens.jwks,
      client: authorizationRepo.client,
    }),
    endSession: deps.endSession,
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(clientConsentsRoutes, { db, service: authorization, clients });
  await app.register(openidRoutes, {
    idTokens,
    userinfo: userinfoService(authorizationRepo),
    publicUrl: deps.config.publicUrl,
  });
  return { clients, authorization, corsRoutes };
}
