import { Readable } from 'node:stream';
import { buildLogsQuerySchema, buildLogsResponseSchema, buildSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { errorResponses, fileResponse } from '../../platform/errorResponses.ts';
import type { BuildsService } from './builds.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid() });
const P = '/apphub/v1';

/** Builds, their logs and files (SPEC.md 7 app hub builds). GET /builds/:id is the polling fallback. */
export async function buildsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: BuildsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, db } = opts;
  const tags = ['builds'];
  const orgOf = async (request: Parameters<typeof requirePermission>[1]) =>
    (await requirePermission(db, request, 'apps.read')).organizationId;

  app.get(
    `${P}/versions/:id/builds`,
    {
      schema: {
        tags,
        summary: 'Builds of a version, newest first',
        params,
        response: { 200: z.object({ total: z.number().int(), data: z.array(buildSchema) }), ...errors },
      },
    },
    async (request) => service.ofVersion(await orgOf(request), request.params.id),
  );

  app.get(
    `${P}/builds/:id`,
    {
      schema: {
        tags,
        summary: 'One build (poll it while the notifications socket is unavailable)',
        params,
        response: { 200: buildSchema, ...errors },
      },
    },
    async (request) => service.get(await orgOf(request), request.params.id),
  );

  app.get(
    `${P}/builds/:id/logs`,
    {
      schema: {
        tags,
        summary: 'Build log lines after a seq, in order',
        params,
        querystring: buildLogsQuerySchema,
        response: { 200: buildLogsResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.logPage(await orgOf(request), request.params.id, request.query.after, request.query.limit),
  );

  app.get(
    `${P}/builds/:id/logs/download`,
    {
      schema: {
        tags,
        summary: 'The whole build log as a text file',
        params,
        response: { 200: fileResponse('text/plain', 'The log, a line per entry'), ...errors },
      },
    },
    async (request, reply) => {
      const lines = service.logText(await orgOf(request), request.params.id);
      // The first line is read before answering: an unknown build is a 404, not an empty 200.
      const first = await lines.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* lines;
      }
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="build-${request.params.id}.log"`)
        .send(Readable.from(all()));
    },
  );

  const sendFile = async (reply: FastifyReply, file: { stream: NodeJS.ReadableStream; fileName: string }) =>
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.stream);
  app.get(
    `${P}/builds/:id/sourceArchive`,
    {
      schema: {
        tags,
        summary: 'The source zip the build was built from',
        params,
        response: { 200: fileResponse('application/zip', 'The source zip'), ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await service.file(await orgOf(request), request.params.id, 'source')),
  );
  app.get(
    `${P}/builds/:id/artifact`,
    {
      schema: {
        tags,
        summary: 'The packaged artifact of a SUCCEEDED build',
        params,
        response: { 200: fileResponse('application/zip', 'The artifact'), ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await service.file(await orgOf(request), request.params.id, 'artifact')),
  );
}
