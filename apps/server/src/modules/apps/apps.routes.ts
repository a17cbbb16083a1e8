import multipart from '@fastify/multipart';
import {
  appListQuerySchema,
  appPageSchema,
  appSchema,
  copyAppRequestSchema,
  createAppRequestSchema,
  createdSourceSchema,
  grantedVersionSchema,
  promoteRequestSchema,
  updateAppRequestSchema,
  uploadAppFieldsSchema,
  versionSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission, requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses, fileResponse } from '../../platform/errorResponses.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { receiveZipUpload } from '../../platform/uploads/receiveZipUpload.ts';
import type { Actor, AppsService } from './apps.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
/** A source download's answers. */
const sourceZip = {
  200: fileResponse('application/zip', 'The source zip'),
  ...errorResponses(400, 401, 403, 404),
};
const appParams = z.object({ id: z.string().min(1).max(128) });
const versionParams = z.object({ id: z.uuid() });
const P = '/apphub/v1';

export type AppsRoutesOptions = Deps & { service: AppsService; storage: FileStorage };

/** App hub v1 apps and versions (SPEC.md 7); the company is the x-organization-id header. */
export async function appsRoutes(fastify: FastifyInstance, opts: AppsRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, config } = opts;
  const db = opts.database.db;
  const tags = ['apps'];
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

  app.get(
    `${P}/apps`,
    {
      schema: {
        tags,
        summary: 'The company apps: all, builtOn, licensed or retired, paged',
        querystring: appListQuerySchema,
        response: { 200: appPageSchema, ...errors },
      },
    },
    async (request) => {
      const { organizationId } = await actor(request, 'apps.read');
      return service.list(organizationId, request.query);
    },
  );

  app.post(
    `${P}/apps`,
    {
      schema: {
        tags,
        summary: 'Create an app from scratch or from an app-catalog entry',
        body: createAppRequestSchema,
        response: { 201: createdSourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await actor(request, 'apps.write');
      const { source, ...fields } = request.body;
      const created = await service.createFromForm(who, fields, source);
      return reply.status(201).send(created);
    },
  );

  app.post(
    `${P}/apps/upload`,
    {
      schema: {
        tags,
        summary:
          'Create an app from a zip (multipart: name, referenceId, description, type, builtOnProvider, file)',
        consumes: ['multipart/form-data'],
        response: { 201: createdSourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await actor(request, 'apps.write');
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
    },
  );

  app.get(
    `${P}/apps/:id`,
    {
      schema: {
        tags,
        summary: 'One app by id or Reference_Id (own or licensed)',
        params: appParams,
        response: { 200: appSchema, ...errors },
      },
    },
    async (request) => service.get(await actor(request, 'apps.read'), request.params.id),
  );

  app.patch(
    `${P}/apps/:id`,
    {
      schema: {
        tags,
        summary: 'Rename an app or change its description',
        params: appParams,
        body: updateAppRequestSchema,
        response: { 200: appSchema, ...errors },
      },
    },
    async (request) => service.update(await actor(request, 'apps.write'), request.params.id, request.body),
  );

  app.post(
    `${P}/apps/:id/copy`,
    {
      schema: {
        tags,
        summary: 'Copy an app (its latest source) under a new reference ID',
        params: appParams,
        body: copyAppRequestSchema,
        response: { 201: createdSourceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.copy(await actor(request, 'apps.write'), request.params.id, request.body)),
  );

  app.delete(
    `${P}/apps/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an app (409 while deployed)',
        params: appParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.delete(await actor(request, 'apps.write'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const retireActor = async (request: FastifyRequest) => {
    try {
      return await actor(request, 'apps.retire');
    } catch (error) {
      // SPEC.md 8's retire texts, so the web can show the one for the cause.
      if (error instanceof HttpError && error.code === 'forbidden')
        throw new HttpError(
          'forbidden',
          'You do not have permission to retire this app. Please check your role permissions.',
        );
      if (error instanceof HttpError && error.code === 'unauthorized')
        throw new HttpError(
          'unauthorized',
          'You are not authorized to retire this app. Please contact your administrator.',
        );
      throw error;
    }
  };
  app.post(
    `${P}/apps/:id/retire`,
    {
      schema: {
        tags,
        summary: 'Retire an app (404 if missing or already retired)',
        params: appParams,
        response: { 200: appSchema, ...errors },
      },
    },
    async (request) => service.retire(await retireActor(request), request.params.id),
  );
  app.post(
    `${P}/apps/:id/unretire`,
    {
      schema: {
        tags,
        summary: 'Unretire an app (409 if not retired)',
        params: appParams,
        response: { 200: appSchema, ...errors },
      },
    },
    async (request) => service.unretire(await retireActor(request), request.params.id),
  );

  app.get(
    `${P}/apps/:id/versions`,
    {
      schema: {
        tags,
        summary: 'Versions of an app, newest first',
        params: appParams,
        response: { 200: z.object({ total: z.number().int(), data: z.array(versionSchema) }), ...errors },
      },
    },
    async (request) => service.versions(await actor(request, 'apps.read'), request.params.id),
  );

  app.post(
    `${P}/apps/:id/versions`,
    {
      schema: {
        tags,
        summary: 'Upload a new source (multipart, one .zip file): a new version and its build',
        params: appParams,
        consumes: ['multipart/form-data'],
        response: { 201: createdSourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await actor(request, 'apps.write');
      const created = await withUpload(request, (_fields, file) =>
        service.uploadVersion(who, request.params.id, file),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    `${P}/apps/:id/granted-version`,
    {
      schema: {
        tags,
        summary:
          'The version of a licensed app that the licence in force grants the company to deploy (404 without one)',
        params: appParams,
        response: { 200: grantedVersionSchema, ...errors },
      },
    },
    async (request) => service.grantedVersion(await actor(request, 'apps.read'), request.params.id),
  );

  app.get(
    `${P}/versions/:id`,
    {
      schema: {
        tags,
        summary: 'One version with its latest build',
        params: versionParams,
        response: { 200: versionSchema, ...errors },
      },
    },
    async (request) => service.version(await actor(request, 'apps.read'), request.params.id),
  );

  const sendSource = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: import('fastify').FastifyReply,
  ) => {
    const { stream, fileName, size } = await service.source(
      await actor(request, 'apps.read'),
      request.params.id,
    );
    return reply
      .type('application/zip')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  };
  app.get(
    `${P}/versions/:id/source`,
    { schema: { tags, summary: 'Download the source zip', params: versionParams, response: sourceZip } },
    sendSource,
  );
  app.get(
    `${P}/versions/:id/sourceArchive`,
    { schema: { tags, summary: 'Download the source zip', params: versionParams, response: sourceZip } },
    sendSource,
  );

  app.post(
    `${P}/versions/:id/promote`,
    {
      schema: {
        tags,
        summary: 'Promote a version (docs/app-lifecycle.md; 409 when not allowed)',
        params: versionParams,
        body: promoteRequestSchema,
        response: { 200: versionSchema, ...errors },
      },
    },
    async (request) =>
      service.transition(await actor(request, 'apps.deploy'), request.params.id, {
        type: 'promote',
        to: request.body.to,
      }),
  );
  app.post(
    `${P}/versions/:id/review`,
    {
      schema: {
        tags,
        summary: 'Submit a version for review',
        params: versionParams,
        response: { 200: versionSchema, ...errors },
      },
    },
    async (request) =>
      service.transition(await actor(request, 'apps.write'), request.params.id, { type: 'review' }),
  );
  app.post(
    `${P}/versions/:id/certify`,
    {
      schema: {
        tags,
        summary: 'Certify a reviewed version (provider reviewers with admin.review, or apps.certify)',
        params: versionParams,
        response: { 200: versionSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
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
    },
  );
}
