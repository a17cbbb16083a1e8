import { logsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { fileStamp } from './logExport.ts';
import type { LogServices } from './logServices.ts';

/**
 * Archives by date range (docs/product/logs.md LOGS-10): asked for here, written by the log-archive job,
 * downloaded when READY.
 */
export async function logArchivesRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.database.db });
  const { archives, audit, appScope } = opts.module;

  route(logsSpecs.createLogArchive, async (request, reply, { org, session }) => {
    await appScope(org.organizationId, request.body.appId);
    const { userId } = session;
    const archive = await archives.create({ organizationId: org.organizationId, userId }, request.body);
    await audit({
      organizationId: org.organizationId,
      userId,
      action: 'logs.archive',
      target: archive.id,
      message: `Archived logs from ${archive.start} to ${archive.end}`,
      ...(archive.appId ? { appId: archive.appId } : {}),
    });
    return reply.code(202).send(archive);
  });

  route(logsSpecs.listLogArchives, async (_request, _reply, { org }) => ({
    data: await archives.list(org.organizationId),
  }));

  route(logsSpecs.downloadLogArchive, async (request, reply, { org }) => {
    const { archive, stream } = await archives.file(org.organizationId, request.params.id);
    const name = `logs-${fileStamp(archive.start)}-${fileStamp(archive.end)}.ndjson.gz`;
    return reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .type('application/gzip')
      .send(stream);
  });

  route(logsSpecs.deleteLogArchive, async (request, reply, { org, session }) => {
    const { userId } = session;
    const isAdmin = org.permissions.includes('company.admin');
    const archive = await archives.delete(
      { organizationId: org.organizationId, userId, isAdmin },
      request.params.id,
    );
    await audit({
      organizationId: org.organizationId,
      userId,
      action: 'logs.archive.delete',
      target: archive.id,
      message: `Deleted the archive of logs from ${archive.start} to ${archive.end}`,
    });
    return reply.code(204).send(null);
  });
}
