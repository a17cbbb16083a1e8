import multipart from '@fastify/multipart';
import { appsSpecs, uploadAppFieldsSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireGlobalPermission, requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { type AccessContext, endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { receiveZipUpload } from '../../platform/uploads/receiveZipUpload.ts';
import type { Actor, AppsService } from './apps.service.ts';

export type AppsRoutesOptions = Deps & { service: AppsService; storage: FileStorage };

/** Who acts: the signed-in user in the company the permission was checked in. */
const actorOf = ({ session, org }: AccessContext<{ orgPermission: string }>): Actor => ({
  userId: session.userId,
  organizationId: org.organizationId,
});

/** App hub v1 apps and versions (docs/product/apps.md); the company is the x-organization-id header. */
export async function appsRoutes(fastify: FastifyInstance, opts: AppsRoutesOptions): Promise<void> {
  const { service, config } = opts;
  const db = opts.database.db;
  const route = endpointRoutes(fastify, { db });
  // Only this scope parses multipart; the limit here is a backstop, the real one is checked while streaming.
  await fastify.register(multipart, {
    limits: { fileSize: config.appUploadMaxBytes + 1, files: 1, fields: 20, fieldSize: 4096 },
  });

  const actor = async (request: FastifyRequest, permission: string): Promise<Actor> => {
    const org = await requirePermission(db, request, permission);
    return { userId: requireSession(request).userId, organizationId: org.organizationId };
  };
  const withUpload = <T>(
    request: FastifyRequest,
    work: (fields: Record<string, string>, file: string) => Promise<T>,
  ) =>
    opts.storage.withScratch('upload', async (dir) => {
      const { fields, file } = await receiveZipUpload(request, dir, config.appUploadMaxBytes);
      return work(fields, file);
    });

  route(appsSpecs.listApps, async (request, _reply, { org }) =>
    service.list(org.organizationId, request.query),
  );

  route(appsSpecs.createApp, async (request, reply, access) => {
    const { source, ...fields } = request.body;
    const created = await service.createFromForm(actorOf(access), fields, source);
    return reply.status(201).send(created);
  });

  route(appsSpecs.uploadApp, async (request, reply, access) => {
    const who = actorOf(access);
    const created = await withUpload(request, async (raw, file) => {
      const parsed = uploadAppFieldsSchema.safeParse(raw);
      if (!parsed.success)
        throw new HttpError(
          'bad_request',
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      return service.createFromUpload(who, parsed.data, file);
    });
    return reply.status(201).send(created);
  });

  route(appsSpecs.getApp, async (request, _reply, access) => service.get(actorOf(access), request.params.id));
  route(appsSpecs.updateApp, async (request, _reply, access) =>
    service.update(actorOf(access), request.params.id, request.body),
  );
  route(appsSpecs.copyApp, async (request, reply, access) =>
    reply.status(201).send(await service.copy(actorOf(access), request.params.id, request.body)),
  );
  route(appsSpecs.deleteApp, async (request, reply, access) => {
    await service.delete(actorOf(access), request.params.id);
    return reply.status(204).send(null);
  });

  // Public in the table: the handler checks, to answer the retire texts of docs/product/apps.md APPS-8
  // instead of the guard's.
  /**
   * Retire and unretire need one permission; a refusal names the action asked for (retire's are those of
   * docs/product/apps.md APPS-8).
   */
  const retireActor = async (request: FastifyRequest, action: 'retire' | 'unretire') => {
    try {
      return await actor(request, 'apps.retire');
    } catch (error) {
      if (error instanceof HttpError && error.code === 'forbidden')
        throw new HttpError(
          'forbidden',
          `You do not have permission to ${action} this app. Please check your role permissions.`,
        );
      if (error instanceof HttpError && error.code === 'unauthorized')
        throw new HttpError(
          'unauthorized',
          `You are not authorized to ${action} this app. Please contact your administrator.`,
        );
      throw error;
    }
  };
  route(appsSpecs.retireApp, async (request) =>
    service.retire(await retireActor(request, 'retire'), request.params.id),
  );
  route(appsSpecs.unretireApp, async (request) =>
    service.unretire(await retireActor(request, 'unretire'), request.params.id),
  );

  route(appsSpecs.listAppVersions, async (request, _reply, access) =>
    service.versions(actorOf(access), request.params.id),
  );
  route(appsSpecs.uploadAppVersion, async (request, reply, access) => {
    const who = actorOf(access);
    const created = await withUpload(request, (_fields, file) =>
      service.uploadVersion(who, request.params.id, file),
    );
    return reply.status(201).send(created);
  });
  route(appsSpecs.getGrantedVersion, async (request, _reply, access) =>
    service.grantedVersion(actorOf(access), request.params.id),
  );
  route(appsSpecs.getVersion, async (request, _reply, access) =>
    service.version(actorOf(access), request.params.id),
  );

  const sendSource = async (who: Actor, versionId: string, reply: FastifyReply) => {
    const { stream, fileName, size } = await service.source(who, versionId);
    return reply
      .type('application/zip')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  };
  route(appsSpecs.getVersionSource, async (request, reply, access) =>
    sendSource(actorOf(access), request.params.id, reply),
  );
  route(appsSpecs.getVersionManifest, async (request, _reply, access) =>
    service.manifest(actorOf(access), request.params.id),
  );
  route(appsSpecs.getVersionSourceArchive, async (request, reply, access) =>
    sendSource(actorOf(access), request.params.id, reply),
  );

  route(appsSpecs.promoteVersion, async (request, reply, access) => {
    const outcome = await service.promote(actorOf(access), request.params.id, request.body.to);
    // Held for the company's approvals: the version stays where it is (docs/app-lifecycle.md).
    return 'held' in outcome ? reply.status(202).send(outcome.held) : outcome.moved;
  });
  route(appsSpecs.submitVersionForReview, async (request, _reply, access) =>
    service.transition(actorOf(access), request.params.id, { type: 'review' }),
  );
  route(appsSpecs.certifyVersion, async (request, _reply, { session }) => {
    let who: Actor;
    if (session.globalPermissions.includes('admin.review')) {
      // The provider's reviewers certify any company's version (from /admin/apps): act as its company.
      requireGlobalPermission(request, 'admin.review');
      who = {
        userId: session.userId,
        organizationId: await service.organizationOfVersion(request.params.id),
      };
    } else who = await actor(request, 'apps.certify');
    return service.transition(who, request.params.id, { type: 'certify' });
  });
}
