import { entitlementsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../platform/auth/authSession.ts';
import { requirePermissionOrStaff } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { EntitlementsService } from './entitlements.service.ts';

/** Staff's changes (admin.companies, as the rest of company administration, checked by the table). */
const staff = (request: FastifyRequest, session: AuthSession) => ({ userId: session.userId, ip: request.ip });

/**
 * A company's entitlements under the identity v1 paths (/organizations/{org}/entitlements;
 * docs/product/entitlements.md).
 */
export async function entitlementsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: EntitlementsService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { db, service } = opts;

  route(entitlementsSpecs.getEntitlements, async (request) => {
    await requirePermissionOrStaff(db, request, 'entitlements.read', request.params.org, 'admin.companies');
    return service.summary(request.params.org, request.query.includeRestricted);
  });

  route(entitlementsSpecs.grantEntitlement, async (request, reply, { session }) => {
    await service.grant(
      request.params.org,
      request.body.name,
      request.body.startDate,
      staff(request, session),
    );
    return reply.status(201).send(await service.summary(request.params.org, true));
  });

  route(entitlementsSpecs.revokeEntitlement, async (request, _reply, { session }) => {
    await service.revoke(request.params.org, request.params.name, staff(request, session));
    return service.summary(request.params.org, true);
  });

  route(entitlementsSpecs.getEntitlementOverrides, async (request) => {
    await requirePermissionOrStaff(db, request, 'entitlements.read', request.params.org, 'admin.companies');
    return service.overrides(request.params.org);
  });

  route(entitlementsSpecs.setEntitlementOverrides, async (request, _reply, { session }) =>
    service.setOverrides(request.params.org, request.body.overrides, staff(request, session)),
  );
}
