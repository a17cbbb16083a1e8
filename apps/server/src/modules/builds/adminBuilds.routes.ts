import {
  adminBuildListQuerySchema,
  adminBuildPageSchema,
  adminBuildSchema,
  buildEnvResponseSchema,
  buildEnvSchema,
  buildQueueStatusSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { AdminBuildsService } from './adminBuilds.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const P = '/apphub/v1/admin';

/** /admin/build for provider staff with admin.apps: the build queue, its workers and environment. */
export async function adminBuildsRoutes(fastify: FastifyInstance, opts: { service: AdminBuildsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['admin'];
  const params = z.object({ id: z.uuid() });
  const staff = (request: FastifyRequest) => ({
    userId: requireGlobalPermission(request, 'admin.apps').userId,
    ip: request.ip,
  });

  app.get(
    `${P}/builds`,
    {
      schema: {
        tags,
        summary: "Every company's builds: waiting, running or finished (admin.apps)",
        querystring: adminBuildListQuerySchema,
        response: { 200: adminBuildPageSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      return service.page(request.query);
    },
  );

  app.get(
    `${P}/builds/queue`,
    {
      schema: {
        tags,
        summary: 'The build queues as pg-boss holds them, and the builds each process runs now (admin.apps)',
        response: { 200: buildQueueStatusSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      return service.queue();
    },
  );

  app.post(
    `${P}/builds/:id/cancel`,
    {
      schema: {
        tags,
        summary: 'Stops a waiting or running build: it ends CANCELLED (admin.apps)',
        params,
        response: { 200: adminBuildSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.cancel(staff(request), request.params.id),
  );

  app.post(
    `${P}/builds/:id/retry`,
    {
      schema: {
        tags,
        summary: 'Builds the version of a FAILED or CANCELLED build again, as a new build (admin.apps)',
        params,
        response: { 200: adminBuildSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.retry(staff(request), request.params.id),
  );

  app.get(
    `${P}/build-env`,
    {
      schema: {
        tags,
        summary: 'The build environment settings every build reads when it starts (admin.apps)',
        response: { 200: buildEnvResponseSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      return service.env();
    },
  );

  app.put(
    `${P}/build-env`,
    {
      schema: {
        tags,
        summary: 'Changes the build environment settings; builds that start from now read them (admin.apps)',
        body: buildEnvSchema,
        response: { 200: buildEnvResponseSchema, ...errors },
      },
    },
    async (request) => service.saveEnv(staff(request), request.body),
  );
}
