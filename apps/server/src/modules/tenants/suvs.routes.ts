import { suvsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { SuvsService } from './suvs.service.ts';

/**
 * SUVs for provider staff (docs/product/tenants.md TENANTS-6), behind the admin.tenants global permission.
 */
export async function suvsRoutes(
  fastify: FastifyInstance,
  opts: { service: SuvsService; audit: AuditLog },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { service, audit } = opts;
  // The trail is the company's that holds the SUV: its admins see who made, extended or expired it.
  const audited = (
    request: FastifyRequest,
    session: AuthSession,
    action: string,
    suv: { id: string; organizationId: string; tenant: string },
    message: string,
  ) =>
    audit({
      organizationId: suv.organizationId,
      userId: session.userId,
      action,
      target: suv.id,
      message,
      ip: request.ip,
    });

  route(suvsSpecs.listSuvs, async (request) => service.page(request.query.start, request.query.length));

  route(suvsSpecs.createSuv, async (request, reply, { session }) => {
    const suv = await service.create(session.userId, request.body);
    await audited(
      request,
      session,
      'suvs.create',
      suv,
      `Created SUV ${suv.tenant} (${suv.template}) for ${suv.userEmail} until ${suv.expiresAt}`,
    );
    return reply.status(201).send(suv);
  });

  route(suvsSpecs.extendSuv, async (request, _reply, { session }) => {
    const suv = await service.extend(request.params.id, request.body.days);
    await audited(request, session, 'suvs.extend', suv, `Extended SUV ${suv.tenant} until ${suv.expiresAt}`);
    return suv;
  });

  route(suvsSpecs.expireSuv, async (request, _reply, { session }) => {
    const suv = await service.expire(request.params.id);
    await audited(request, session, 'suvs.expire', suv, `Expired SUV ${suv.tenant}`);
    return suv;
  });
}
