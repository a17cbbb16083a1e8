import { identityUsersSpecs, regionsPage, regionsSpecs, identitySpecs as specs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { requireOrg, requirePermissionOrStaff } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { IdentityService } from './identity.service.ts';

/** The identity calls the company context needs (/auth/v1, /auth/v2: docs/identity-api.md). */
export async function identityRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: IdentityService; audit: AuditLog },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.database.db });
  const { service } = opts;
  const db = opts.database.db;

  route(specs.getUserSelf, async (_request, _reply, { session }) => service.self(session));
  route(specs.listMyOrganizations, async (_request, _reply, { session }) => ({
    userOrganizations: await service.organizationsOf(session),
  }));
  route(specs.listOrganizationMembers, async (request) => {
    // Provider staff read any company's members on its /admin/company-management page.
    await requirePermissionOrStaff(db, request, 'users.read', request.params.org, 'admin.companies');
    return service.members(request.params.org, request.query.start, request.query.length);
  });
  route(specs.getMyOrganizationPermissions, async (request) => {
    const org = await requireOrg(db, request, request.params.org);
    return { permissions: org.permissions };
  });
  route(specs.listUserOrganizations, async (request, _reply, { session }) => ({
    userOrganizations: await service.organizationsOf(session, request.params.id),
  }));
  route(specs.listUserRoles, async (request, _reply, { session }) =>
    service.rolesOf(session, request.params.id),
  );

  route(identityUsersSpecs.getUser, async (request, _reply, { session }) =>
    service.profileOf(session, request.params.id),
  );
  route(identityUsersSpecs.getUserOrganization, async (request, _reply, { session }) =>
    service.organizationOf(session, request.params.id, request.params.org),
  );
  route(identityUsersSpecs.getUserRole, async (request, _reply, { org }) =>
    service.roleHeld(request.params.id, org.organizationId, request.params.role),
  );

  route(regionsSpecs.listRegions, async (request) => regionsPage(request.query));

  route(specs.getMyTermsStatus, async (_request, _reply, { session }) => service.terms(session.userId));
  route(specs.agreeToTerms, async (request, _reply, { session }) =>
    service.agree(session.userId, request.body.version),
  );
  route(specs.getCurrentTerms, async () => service.currentTerms());
  route(specs.publishTerms, async (request, reply) =>
    reply.status(201).send(await service.publishTerms(request.body.version)),
  );
  route(specs.resetTerms, async (request, _reply, { session }) => {
    const result = await service.resetTerms(request.body.userUuids);
    // The trail is per company: the staff member's own (primary) company keeps who reset whom.
    const [own] = await service.organizationsOf(session);
    if (own)
      await opts.audit({
        organizationId: own.organizationUuid,
        userId: session.userId,
        action: 'terms.reset',
        message: `Reset the terms agreement of ${request.body.userUuids?.length ? request.body.userUuids.join(', ') : 'every user'} (${result.reset} agreements)`,
        ip: request.ip,
        after: { userUuids: request.body.userUuids ?? 'all', reset: result.reset },
      });
    return result;
  });
}
