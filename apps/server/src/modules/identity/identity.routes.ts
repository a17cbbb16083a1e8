import {
  apiErrorSchema,
  orgMembersPageSchema,
  pageQuerySchema,
  permissionsResponseSchema,
  termsAgreeRequestSchema,
  termsPublishRequestSchema,
  termsResetRequestSchema,
  termsResetResponseSchema,
  termsStatusSchema,
  termsVersionSchema,
  userOrganizationsResponseSchema,
  userRolesResponseSchema,
  userSelfSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditLog } from '../../platform/audit.ts';
import {
  requireGlobalPermission,
  requireOrg,
  requirePermissionOrStaff,
  requireSession,
} from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { IdentityService } from './identity.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const orgParams = z.object({ org: z.uuid() });
const userParams = z.object({ id: z.uuid() });

/** The identity calls of SPEC.md 7 the company context needs (DESIGN.md 3: /auth/v1, /auth/v2). */
export async function identityRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: IdentityService; audit: AuditLog },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const db = opts.database.db;
  const tags = ['identity'];

  app.get(
    '/auth/v1/users/self',
    { schema: { tags, summary: 'Who I am', response: { 200: userSelfSchema, ...errors } } },
    async (request) => service.self(requireSession(request)),
  );

  app.get(
    '/auth/v2/organizations/self',
    {
      schema: {
        tags,
        summary: 'My companies: primary, secondary, collaborator, by name',
        response: { 200: userOrganizationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ userOrganizations: await service.organizationsOf(requireSession(request)) }),
  );

  app.get(
    '/auth/v1/organizations/:org/users',
    {
      schema: {
        tags,
        summary: 'Members of a company, in pages of at most 100 (users.read, or staff with admin.companies)',
        params: orgParams,
        querystring: pageQuerySchema,
        response: { 200: orgMembersPageSchema, ...errors },
      },
    },
    async (request) => {
      // Provider staff read any company's members on its /admin/company-management page.
      await requirePermissionOrStaff(db, request, 'users.read', request.params.org, 'admin.companies');
      return service.members(request.params.org, request.query.start, request.query.length);
    },
  );

  app.get(
    '/auth/v2/organizations/:org/permissions/self',
    {
      schema: {
        tags,
        summary: 'My permission strings in a company',
        params: orgParams,
        response: { 200: permissionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requireOrg(db, request, request.params.org);
      return { permissions: org.permissions };
    },
  );

  app.get(
    '/auth/v1/users/:id/organizations',
    {
      schema: {
        tags,
        summary: "A user's companies (self, or the companies I administer that they belong to)",
        params: userParams,
        response: { 200: userOrganizationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      userOrganizations: await service.organizationsOf(requireSession(request), request.params.id),
    }),
  );

  app.get(
    '/auth/v1/users/:id/roles',
    {
      schema: {
        tags,
        summary: "A user's roles per company (self, or companies I administer)",
        params: userParams,
        response: { 200: userRolesResponseSchema, ...errors },
      },
    },
    async (request) => service.rolesOf(requireSession(request), request.params.id),
  );

  app.get(
    '/auth/v2/users/self/terms',
    {
      schema: {
        tags,
        summary: 'Have I agreed to the current terms?',
        response: { 200: termsStatusSchema, ...errors },
      },
    },
    async (request) => service.terms(requireSession(request).userId),
  );

  app.post(
    '/auth/v2/users/self/terms',
    {
      schema: {
        tags,
        summary: 'Agree to the current terms',
        body: termsAgreeRequestSchema,
        response: { 200: termsStatusSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.agree(requireSession(request).userId, request.body.version),
  );

  app.get(
    '/auth/v2/users/terms',
    {
      schema: {
        tags,
        summary: 'The terms in force: the latest version published (public)',
        response: { 200: termsVersionSchema, ...errors },
      },
    },
    async () => service.currentTerms(),
  );

  app.post(
    '/auth/v2/users/terms',
    {
      schema: {
        tags,
        summary: 'Staff: publish a new terms version; every user agrees again',
        body: termsPublishRequestSchema,
        response: { 201: termsVersionSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireGlobalPermission(request, 'admin.terms');
      return reply.status(201).send(await service.publishTerms(request.body.version));
    },
  );

  app.post(
    '/auth/v2/users/terms/reset',
    {
      schema: {
        tags,
        summary: 'Staff: require everyone (or the listed users) to agree again',
        body: termsResetRequestSchema,
        response: { 200: termsResetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireGlobalPermission(request, 'admin.terms');
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
    },
  );
}
