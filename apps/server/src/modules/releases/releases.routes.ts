import { releasesSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { ReleasesService } from './releases.service.ts';

/** An app's promotion board, version diffs and rollback (docs/product/promotions.md PROMO-3 to PROMO-5). */
export async function releasesRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: ReleasesService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;
  const actorOf = (access: { session: { userId: string }; org: { organizationId: string } }) => ({
    userId: access.session.userId,
    organizationId: access.org.organizationId,
  });

  route(releasesSpecs.getAppBoard, async (request, _reply, access) =>
    service.board(actorOf(access), request.params.id),
  );
  route(releasesSpecs.getVersionDiff, async (request, _reply, access) =>
    service.diff(actorOf(access), request.params.id, request.query),
  );
  route(releasesSpecs.getFileDiff, async (request, _reply, access) =>
    service.fileDiff(actorOf(access), request.params.id, request.query),
  );
  route(releasesSpecs.rollbackApp, async (request, _reply, access) =>
    service.rollback(actorOf(access), request.params.id, request.body),
  );
}
