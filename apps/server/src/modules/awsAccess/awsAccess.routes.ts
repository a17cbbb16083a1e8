import {
  apiErrorSchema,
  awsAccessGrantSchema,
  awsAccessSummarySchema,
  awsAccountStatusSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermissionOrStaff, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { AwsAccessService } from './awsAccess.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const orgParams = z.object({ org: z.uuid() });
const memberParams = z.object({ org: z.uuid(), user: z.uuid() });

/**
 * Holders of aws.manage (the admin role by default; staff may move it in /admin/roles/permissions) or
 * provider staff (admin.companies); another company's members get 403 as on every company route.
 */
async function manager(db: Db, request: FastifyRequest & { params: { org: string } }) {
  await requirePermissionOrStaff(db, request, 'aws.manage', request.params.org, 'admin.companies');
  return { userId: requireSession(request).userId, ip: request.ip };
}

/** AWS access per member under the bridgenbus calls of SPEC.md 7 (AWS account status and delete). */
export async function awsAccessRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: AwsAccessService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;
  const tags = ['identity'];
  const account = '/auth/v1/bridgenbus/organizations/:org/users/:user/awsAccount';

  app.get(
    '/auth/v1/bridgenbus/organizations/:org/awsAccounts',
    {
      schema: {
        tags,
        summary: "The company's members holding AWS access, against its maximum user count",
        params: orgParams,
        response: { 200: awsAccessSummarySchema, ...errors },
      },
    },
    async (request) => {
      await manager(db, request);
      return service.summary(request.params.org);
    },
  );

  app.get(
    account,
    {
      schema: {
        tags,
        summary: "A member's AWS account status (NONE when they hold no AWS access)",
        params: memberParams,
        response: { 200: awsAccountStatusSchema, ...errors },
      },
    },
    async (request) => {
      await manager(db, request);
      return service.status(request.params.org, request.params.user);
    },
  );

  app.put(
    account,
    {
      schema: {
        tags,
        summary: "Grant a member AWS access (409 'User limit of {maxUsers} reached'; collaborators count)",
        params: memberParams,
        response: { 200: awsAccessGrantSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.grant(request.params.org, request.params.user, await manager(db, request)),
  );

  app.delete(
    account,
    {
      schema: {
        tags,
        summary: "Remove a member's AWS access (deletes it)",
        params: memberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.org, request.params.user, await manager(db, request));
      return reply.status(204).send(null);
    },
  );
}
