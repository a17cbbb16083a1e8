import multipart from '@fastify/multipart';
import {
  adminBuildListQuerySchema,
  adminBuildPageSchema,
  adminBuildSchema,
  buildEnvResponseSchema,
  buildEnvSchema,
  buildQueueStatusSchema,
  zipValidationSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { receiveZipUpload } from '../../platform/uploads/receiveZipUpload.ts';
import type { AdminBuildsService } from './adminBuilds.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const P = '/apphub/v1/admin';

/** /admin/build for provider staff with admin.apps: the build queue, its workers and environment. */
export async function adminBuildsRoutes(
  fastify: FastifyInstance,
  opts: { service: AdminBuildsService; storage: FileStorage; uploadMaxBytes: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  // Only this scope parses multipart (the zip check of /admin/build/utils); the size is checked while streaming.
  await fastify.register(multipart, {
    limits: { fileSize: opts.uploadMaxBytes + 1, files: 1, fields: 5, fieldSize: 256 },
  });
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

  app.post(
    `${P}/build-utils/validate`,
    {
      schema: {
        tags,
        summary: 'Checks a source zip as a build would now, without building or storing it (admin.apps)',
        consumes: ['multipart/form-data'],
        response: { 200: zipValidationSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      staff(request);
      return opts.storage.withScratch('validate', async (dir) => {
        const { file } = await receiveZipUpload(request, dir, opts.uploadMaxBytes);
        return service.validateZip(file, dir);
      });
    },
  );
}
