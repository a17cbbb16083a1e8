import {
  createSuvRequestSchema,
  extendSuvRequestSchema,
  suvListQuerySchema,
  suvSchema,
  suvsPageSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditLog } from '../../platform/audit.ts';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { SuvsService } from './suvs.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** SUVs for provider staff (SPEC.md 2.3 manage-suvs), behind the admin.tenants global permission. */
export async function suvsRoutes(
  fastify: FastifyInstance,
  opts: { service: SuvsService; audit: AuditLog },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, audit } = opts;
  const params = z.object({ id: z.uuid() });
  const staff = (request: FastifyRequest) => requireGlobalPermission(request, 'admin.tenants').userId;
  // The trail is the company's that holds the SUV: its admins see who made, extended or expired it.
  const audited = (
    request: FastifyRequest,
    action: string,
    suv: { id: string; organizationId: string; tenant: string },
    message: string,
  ) =>
    audit({
      organizationId: suv.organizationId,
      userId: staff(request),
      action,
      target: suv.id,
      message,
      ip: request.ip,
    });

  app.get(
    '/auth/v1/suvs',
    {
      schema: {
        tags: ['tenants'],
        summary: 'SUVs, soonest to expire first',
        querystring: suvListQuerySchema,
        response: { 200: suvsPageSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      return service.page(request.query.start, request.query.length);
    },
  );

  app.post(
    '/auth/v1/suvs',
    {
      schema: {
        tags: ['tenants'],
        summary: "Creates a SUV from a template for a user, in the user's primary company",
        body: createSuvRequestSchema,
        response: { 201: suvSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const suv = await service.create(staff(request), request.body);
      await audited(
        request,
        'suvs.create',
        suv,
        `Created SUV ${suv.tenant} (${suv.template}) for ${suv.userEmail} until ${suv.expiresAt}`,
      );
      return reply.status(201).send(suv);
    },
  );

  app.post(
    '/auth/v1/suvs/:id/extend',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Extends a SUV by some days',
        params,
        body: extendSuvRequestSchema,
        response: { 200: suvSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      const suv = await service.extend(request.params.id, request.body.days);
      await audited(request, 'suvs.extend', suv, `Extended SUV ${suv.tenant} until ${suv.expiresAt}`);
      return suv;
    },
  );

  app.post(
    '/auth/v1/suvs/:id/expire',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Expires a SUV now; it and its data are removed within minutes',
        params,
        response: { 200: suvSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      const suv = await service.expire(request.params.id);
      await audited(request, 'suvs.expire', suv, `Expired SUV ${suv.tenant}`);
      return suv;
    },
  );
}
