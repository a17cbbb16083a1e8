import {
  apiErrorSchema,
  entitlementNameSchema,
  entitlementOverridesSchema,
  entitlementsQuerySchema,
  entitlementsSummarySchema,
  grantEntitlementSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireGlobalPermission, requirePermissionOrStaff } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { EntitlementsService } from './entitlements.service.ts';

const errors = { ...errorResponses(400, 401, 403, 404), 409: apiErrorSchema };
const orgParams = z.object({ org: z.uuid() });

/** Staff's changes: the global permission admin.companies, as the rest of company administration. */
const staff = (request: FastifyRequest) => ({
  userId: requireGlobalPermission(request, 'admin.companies').userId,
  ip: request.ip,
});

/** A company's entitlements under the identity v1 paths of SPEC.md 7 (/organizations/{org}/entitlements). */
export async function entitlementsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: EntitlementsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;

  app.get(
    '/auth/v1/organizations/:org/entitlements',
    {
      schema: {
        tags: ['entitlements'],
        summary:
          "The company's entitlements and each limit against its use (includeRestricted=false hides restricted ones)",
        params: orgParams,
        querystring: entitlementsQuerySchema,
        response: { 200: entitlementsSummarySchema, ...errors },
      },
    },
    async (request) => {
      await requirePermissionOrStaff(db, request, 'entitlements.read', request.params.org, 'admin.companies');
      return service.summary(request.params.org, request.query.includeRestricted);
    },
  );

  app.post(
    '/auth/v1/organizations/:org/entitlements',
    {
      schema: {
        tags: ['entitlements'],
        summary: 'Grants the company an entitlement from a start date (provider staff)',
        params: orgParams,
        body: grantEntitlementSchema,
        response: { 201: entitlementsSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = staff(request);
      await service.grant(request.params.org, request.body.name, request.body.startDate, actor);
      return reply.status(201).send(await service.summary(request.params.org, true));
    },
  );

  app.delete(
    '/auth/v1/organizations/:org/entitlements/:name',
    {
      schema: {
        tags: ['entitlements'],
        summary: 'Takes an entitlement from the company (provider staff)',
        params: orgParams.extend({ name: entitlementNameSchema }),
        response: { 200: entitlementsSummarySchema, ...errors },
      },
    },
    async (request) => {
      await service.revoke(request.params.org, request.params.name, staff(request));
      return service.summary(request.params.org, true);
    },
  );

  app.get(
    '/auth/v1/organizations/:org/entitlements/overrides',
    {
      schema: {
        tags: ['entitlements'],
        summary: "Staff's overrides of the company's limits",
        params: orgParams,
        response: { 200: entitlementOverridesSchema, ...errors },
      },
    },
    async (request) => {
      await requirePermissionOrStaff(db, request, 'entitlements.read', request.params.org, 'admin.companies');
      return service.overrides(request.params.org);
    },
  );

  app.put(
    '/auth/v1/organizations/:org/entitlements/overrides',
    {
      schema: {
        tags: ['entitlements'],
        summary: "Replaces staff's overrides of the company's limits (a measure left out has none)",
        params: orgParams,
        body: entitlementOverridesSchema,
        response: { 200: entitlementOverridesSchema, ...errors },
      },
    },
    async (request) => service.setOverrides(request.params.org, request.body.overrides, staff(request)),
  );
}
