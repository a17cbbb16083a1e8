import {
  logArchiveIdParamsSchema,
  logArchiveRequestSchema,
  logArchiveSchema,
  logArchivesResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { fileStamp } from './logExport.ts';
import type { LogServices } from './logServices.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const PREFIX = '/observability/v1/logs/archives';

/** Archives by date range (SPEC.md 7): asked for here, written by the log-archive job, downloaded when READY. */
export async function logArchivesRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { archives, audit } = opts.module;
  const db = opts.database.db;
  const tags = ['logs'];

  app.post(
    PREFIX,
    {
      schema: {
        tags,
        summary: 'Archive every line of a date range (of one app or the company) as a gzip NDJSON file',
        body: logArchiveRequestSchema,
        response: { 202: logArchiveSchema, ...errors },
      },
    },
    async (request, reply) => {
      const org = await opts.module.access(request, 'logs.read', { appId: request.body.appId });
      const { userId } = requireSession(request);
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
    },
  );

  app.get(
    PREFIX,
    {
      schema: {
        tags,
        summary: "The company's archives, newest first (at most 100)",
        response: { 200: logArchivesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'logs.read');
      return { data: await archives.list(org.organizationId) };
    },
  );

  app.get(
    `${PREFIX}/:id/download`,
    {
      schema: {
        tags,
        summary: 'The file of a READY archive (409 while it is being written)',
        params: logArchiveIdParamsSchema,
        // A download link cannot send the x-organization-id header.
        querystring: z.object({ organizationId: z.uuid().optional() }),
        response: { 200: z.unknown().describe('application/gzip file of NDJSON lines'), ...errors },
      },
    },
    async (request, reply) => {
      const org = await requirePermission(db, request, 'logs.read', request.query.organizationId);
      const { archive, stream } = await archives.file(org.organizationId, request.params.id);
      const name = `logs-${fileStamp(archive.start)}-${fileStamp(archive.end)}.ndjson.gz`;
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .type('application/gzip')
        .send(stream);
    },
  );

  app.delete(
    `${PREFIX}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an archive and its file (its maker or a company admin)',
        params: logArchiveIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const org = await requirePermission(db, request, 'logs.read');
      const { userId } = requireSession(request);
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
    },
  );
}
