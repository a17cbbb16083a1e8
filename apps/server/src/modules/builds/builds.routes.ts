import {
  type BuildStatus,
  buildLogsQuerySchema,
  buildLogsResponseSchema,
  buildSchema,
  isBuildRunning,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { toBuild } from '../apps/apps.service.ts';
import type { BuildsRepository } from './builds.repository.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid() });
const P = '/apphub/v1';

/** Builds, their logs and files (SPEC.md 7 app hub builds). GET /builds/:id is the polling fallback. */
export async function buildsRoutes(
  fastify: FastifyInstance,
  opts: Deps & {
    repo: BuildsRepository;
    storage: FileStorage;
    versionOrg: (versionId: string) => Promise<string | null>;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repo, storage } = opts;
  const db = opts.database.db;
  const tags = ['builds'];

  /** The build if it belongs to the caller's company; another company's is 404. */
  const ownedBuild = async (request: FastifyRequest, id: string) => {
    const org = await requirePermission(db, request, 'apps.read');
    const owner = await repo.withOwner(id);
    if (!owner || owner.organizationId !== org.organizationId)
      throw new HttpError('not_found', 'Build not found.');
    return owner;
  };

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
    async (request) => {
      const org = await requirePermission(db, request, 'apps.read');
      if ((await opts.versionOrg(request.params.id)) !== org.organizationId)
        throw new HttpError('not_found', 'Version not found.');
      const rows = await repo.ofVersion(request.params.id);
      return { total: rows.length, data: rows.map(toBuild) };
    },
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
    async (request) => toBuild((await ownedBuild(request, request.params.id)).build),
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
    async (request) => {
      const { build } = await ownedBuild(request, request.params.id);
      const rows = await repo.logs(build.id, request.query.after, request.query.limit);
      const nextAfter = rows.at(-1)?.seq ?? request.query.after;
      return {
        data: rows.map((r) => ({
          seq: r.seq,
          level: r.level as 'info' | 'warn' | 'error',
          message: r.message,
          at: r.at.toISOString(),
        })),
        nextAfter,
        complete: !isBuildRunning(build.status as BuildStatus) && rows.length < request.query.limit,
      };
    },
  );

  app.get(
    `${P}/builds/:id/logs/download`,
    { schema: { tags, summary: 'The whole build log as a text file', params } },
    async (request, reply) => {
      const { build } = await ownedBuild(request, request.params.id);
      const lines: string[] = [];
      for (let after = 0; ; ) {
        const rows = await repo.logs(build.id, after, 1000);
        for (const r of rows) lines.push(`${r.at.toISOString()} ${r.level.toUpperCase()} ${r.message}`);
        if (rows.length < 1000) break;
        after = rows.at(-1)!.seq;
      }
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="build-${build.id}.log"`)
        .send(`${lines.join('\n')}\n`);
    },
  );

  const sendFile = async (reply: FastifyReply, key: string | null, fileName: string) => {
    const stream = key ? await storage.get(key) : null;
    if (!stream) throw new HttpError('not_found', 'The file is not available.');
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  };
  app.get(
    `${P}/builds/:id/sourceArchive`,
    { schema: { tags, summary: 'The source zip the build was built from', params } },
    async (request, reply) => {
      const owner = await ownedBuild(request, request.params.id);
      return sendFile(reply, owner.sourceKey, `${owner.referenceId}-source.zip`);
    },
  );
  app.get(
    `${P}/builds/:id/artifact`,
    { schema: { tags, summary: 'The packaged artifact of a SUCCEEDED build', params } },
    async (request, reply) => {
      const owner = await ownedBuild(request, request.params.id);
      return sendFile(reply, owner.build.artifactKey, `${owner.referenceId}-artifact.zip`);
    },
  );
}
