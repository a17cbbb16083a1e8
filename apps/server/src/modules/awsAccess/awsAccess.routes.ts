import { awsAccessSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requirePermissionOrStaff, requireSession } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { AwsAccessService } from './awsAccess.service.ts';

/**
 * Holders of aws.manage (the admin role by default; staff may move it in /admin/roles/permissions) or
 * provider staff (admin.companies); another company's members get 403 as on every company route.
 */
async function manager(db: Db, request: FastifyRequest & { params: { org: string } }) {
  await requirePermissionOrStaff(db, request, 'aws.manage', request.params.org, 'admin.companies');
  return { userId: requireSession(request).userId, ip: request.ip };
}

/**
 * AWS access per member under the bridgenbus calls (docs/decisions/aws-access.md; docs/product/people.md
 * PEOPLE-7).
 */
export async function awsAccessRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: AwsAccessService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { db, service } = opts;

  route(awsAccessSpecs.getAwsAccess, async (request) => {
    await manager(db, request);
    return service.summary(request.params.org);
  });

  route(awsAccessSpecs.getAwsAccountStatus, async (request) => {
    await manager(db, request);
    return service.status(request.params.org, request.params.user);
  });

  route(awsAccessSpecs.grantAwsAccess, async (request) =>
    service.grant(request.params.org, request.params.user, await manager(db, request)),
  );

  route(awsAccessSpecs.removeAwsAccess, async (request, reply) => {
    await service.remove(request.params.org, request.params.user, await manager(db, request));
    return reply.status(204).send(null);
  });
}
