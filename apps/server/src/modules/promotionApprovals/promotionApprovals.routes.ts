import { promotionApprovalsSpecs as specs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AccessContext, endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { PromotionApprovalsService, Viewer } from './promotionApprovals.service.ts';

/** Promotion policies and requests of the company of the request (x-organization-id). */
export async function promotionApprovalsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: PromotionApprovalsService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;
  const viewer = ({ session, org }: AccessContext<{ orgPermission: string }>): Viewer => ({
    userId: session.userId,
    organizationId: org.organizationId,
    roles: org.roles,
  });

  route(specs.getPromotionPolicies, async (_request, _reply, { org }) =>
    service.policies(org.organizationId),
  );
  route(specs.setPromotionPolicies, async (request, _reply, access) =>
    service.setPolicies(viewer(access), request.body),
  );
  route(specs.listPromotionRequests, async (request, _reply, access) =>
    service.list(viewer(access), request.query),
  );
  route(specs.getPromotionRequest, async (request, _reply, access) =>
    service.get(viewer(access), request.params.id),
  );
  route(specs.approvePromotionRequest, async (request, _reply, access) =>
    service.decide(viewer(access), request.params.id, 'approve', request.body.comment),
  );
  route(specs.rejectPromotionRequest, async (request, _reply, access) =>
    service.decide(viewer(access), request.params.id, 'reject', request.body.comment),
  );
}
