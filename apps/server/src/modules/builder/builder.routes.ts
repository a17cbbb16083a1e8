import { builderSpecs, draftLimits } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { type AccessContext, endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { Actor } from '../apps/apps.service.ts';
import type { BuilderService, Stale } from './builder.service.ts';

// A draft's text may need up to twice its bytes once escaped in JSON; past that the body is refused
// before it is parsed. Within it, the service's own 413 says which limit the draft breaks.
const BODY_LIMIT = 2 * draftLimits.maxTotalBytes + 1024 * 1024;

/** If-Match: "3" (or 3) is the revision a save was made on; it wins over the body's when both are sent. */
export function ifMatchRevision(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  if (header === undefined) return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(header));
  if (!match) throw new HttpError('bad_request', 'If-Match must be the draft revision, e.g. "3".');
  return Number(match[1]);
}

const isStale = (result: object): result is Stale => 'stale' in result;

/** The editor: the signed-in user in the company where the table has checked apps.write. */
export const editorOf = ({ session, org }: AccessContext<{ orgPermission: string }>): Actor => ({
  userId: session.userId,
  organizationId: org.organizationId,
});

/** App builder drafts (docs/product/builder.md BUILDER-3): drafts, validate, reset, source build. */
export async function builderRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: BuilderService },
): Promise<void> {
  const { service } = opts;
  const route = endpointRoutes(fastify, { db: opts.database.db });

  const withRevision = <T extends { revision: number }>(reply: FastifyReply, draft: T) => {
    reply.header('etag', `"${draft.revision}"`);
    return draft;
  };
  const conflict = (reply: FastifyReply, result: Stale) =>
    reply.status(409).send({ error: 'conflict', message: result.message, draft: result.draft });

  route(builderSpecs.getDraft, async (request, reply, access) =>
    withRevision(reply, await service.get(editorOf(access), request.params.id)),
  );
  route(builderSpecs.getStudioOverview, async (_request, _reply, access) =>
    service.studioOverview(editorOf(access)),
  );
  route(builderSpecs.getOrchestrateOverview, async (_request, _reply, access) =>
    service.orchestrateOverview(editorOf(access)),
  );
  route(
    builderSpecs.saveDraft,
    async (request, reply, access) => {
      const revision = ifMatchRevision(request) ?? request.body.revision;
      const result = await service.save(editorOf(access), request.params.id, { ...request.body, revision });
      if (isStale(result)) return conflict(reply, result);
      return withRevision(reply, result);
    },
    { bodyLimit: BODY_LIMIT },
  );
  route(builderSpecs.resetDraft, async (request, reply, access) =>
    withRevision(reply, await service.reset(editorOf(access), request.params.id)),
  );
  route(builderSpecs.getDraftBase, async (request, _reply, access) =>
    service.base(editorOf(access), request.params.id),
  );
  route(builderSpecs.validateDraft, async (request, _reply, access) =>
    service.validate(editorOf(access), request.params.id),
  );
  route(builderSpecs.buildDraft, async (request, reply, access) => {
    const result = await service.build(editorOf(access), request.params.id, request.body.revision);
    if (isStale(result)) return conflict(reply, result);
    return reply.status(201).send(result);
  });
}
