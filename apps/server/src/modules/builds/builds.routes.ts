import { Readable } from 'node:stream';
import { buildsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { AdminBuildsService } from './adminBuilds.service.ts';
import type { BuildsService } from './builds.service.ts';

/** Builds, their logs and files (docs/product/builds.md). GET /builds/:id is the polling fallback. */
export async function buildsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: BuildsService; retry: AdminBuildsService['retryOwn'] },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;

  route(buildsSpecs.listVersionBuilds, async (request, _reply, { org }) =>
    service.ofVersion(org.organizationId, request.params.id),
  );
  route(buildsSpecs.getBuild, async (request, _reply, { org }) =>
    service.get(org.organizationId, request.params.id),
  );
  route(buildsSpecs.retryVersionBuild, async (request, _reply, { org, session }) =>
    opts.retry({ userId: session.userId, ip: request.ip }, org.organizationId, request.params.id),
  );
  route(buildsSpecs.getBuildLogs, async (request, _reply, { org }) =>
    service.logPage(org.organizationId, request.params.id, request.query.after, request.query.limit),
  );

  route(buildsSpecs.downloadBuildLog, async (request, reply, { org }) => {
    const lines = service.logText(org.organizationId, request.params.id);
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
  });

  const sendFile = async (reply: FastifyReply, file: { stream: NodeJS.ReadableStream; fileName: string }) =>
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.stream);
  route(buildsSpecs.getBuildSourceArchive, async (request, reply, { org }) =>
    sendFile(reply, await service.file(org.organizationId, request.params.id, 'source')),
  );
  route(buildsSpecs.getBuildArtifact, async (request, reply, { org }) =>
    sendFile(reply, await service.file(org.organizationId, request.params.id, 'artifact')),
  );
}
