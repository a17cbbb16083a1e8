import multipart from '@fastify/multipart';
import { adminBuildsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { receiveZipUpload } from '../../platform/uploads/receiveZipUpload.ts';
import type { AdminBuildsService } from './adminBuilds.service.ts';

/** /admin/build for provider staff with admin.apps: the build queue, its workers and environment. */
export async function adminBuildsRoutes(
  fastify: FastifyInstance,
  opts: { service: AdminBuildsService; storage: FileStorage; uploadMaxBytes: number },
) {
  const route = endpointRoutes(fastify);
  const { service } = opts;
  // Only this scope parses multipart (the zip check of /admin/build/utils); the size is checked while streaming.
  await fastify.register(multipart, {
    limits: { fileSize: opts.uploadMaxBytes + 1, files: 1, fields: 5, fieldSize: 256 },
  });
  const staff = (request: FastifyRequest, session: AuthSession) => ({
    userId: session.userId,
    ip: request.ip,
  });

  route(adminBuildsSpecs.listAdminBuilds, async (request) => service.page(request.query));
  route(adminBuildsSpecs.getBuildQueue, async () => service.queue());
  route(adminBuildsSpecs.cancelBuild, async (request, _reply, { session }) =>
    service.cancel(staff(request, session), request.params.id),
  );
  route(adminBuildsSpecs.retryBuild, async (request, _reply, { session }) =>
    service.retry(staff(request, session), request.params.id),
  );
  route(adminBuildsSpecs.getBuildEnv, async () => service.env());
  route(adminBuildsSpecs.saveBuildEnv, async (request, _reply, { session }) =>
    service.saveEnv(staff(request, session), request.body),
  );
  route(adminBuildsSpecs.validateBuildZip, async (request) =>
    opts.storage.withScratch('validate', async (dir) => {
      const { file } = await receiveZipUpload(request, dir, opts.uploadMaxBytes);
      return service.validateZip(file, dir);
    }),
  );
}
