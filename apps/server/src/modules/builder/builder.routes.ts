import {
  appDraftSchema,
  buildDraftRequestSchema,
  createdSourceSchema,
  draftBaseSchema,
  draftConflictSchema,
  draftLimits,
  draftValidationSchema,
  orchestrateOverviewSchema,
  saveDraftRequestSchema,
  studioOverviewSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { Actor } from '../apps/apps.service.ts';
import type { BuilderService, Stale } from './builder.service.ts';

const errors = errorResponses(400, 401, 403, 404, 413, 422);
const appParams = z.object({ id: z.string().min(1).max(128) });
const P = '/apphub/v1/apps/:id/draft';
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

/** App builder drafts (SPEC.md 7 "App builder": drafts, validate, reset, source build). */
export async function builderRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: BuilderService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const db = opts.database.db;
  const tags = ['app builder'];

  // Only users who may change the company's apps edit their source (the apps module's write permission).
  const editor = async (request: FastifyRequest): Promise<Actor> => {
    const org = await requirePermission(db, request, 'apps.write');
    return { userId: requireSession(request).userId, organizationId: org.organizationId };
  };
  const withRevision = <T extends { revision: number }>(reply: FastifyReply, draft: T) => {
    reply.header('etag', `"${draft.revision}"`);
    return draft;
  };
  const conflict = (reply: FastifyReply, result: Stale) =>
    reply.status(409).send({ error: 'conflict', message: result.message, draft: result.draft });

  app.get(
    P,
    {
      schema: {
        tags,
        summary: "The user's draft of the app's source, or the latest version's source when there is none",
        params: appParams,
        response: { 200: appDraftSchema, ...errors },
      },
    },
    async (request, reply) =>
      withRevision(reply, await service.get(await editor(request), request.params.id)),
  );

  app.get(
    '/apphub/v1/studio/collections',
    {
      schema: {
        tags: ['studio builder'],
        summary: "The company's apps with the collections of the user's draft of each (or latest version)",
        response: { 200: studioOverviewSchema, ...errors },
      },
    },
    async (request) => service.studioOverview(await editor(request)),
  );

  app.get(
    '/apphub/v1/orchestrate/orchestrations',
    {
      schema: {
        tags: ['orchestration builder'],
        summary:
          "The company's apps that may hold orchestrations, with the orchestrations of the user's draft of each (or latest version)",
        response: { 200: orchestrateOverviewSchema, ...errors },
      },
    },
    async (request) => service.orchestrateOverview(await editor(request)),
  );

  app.put(
    P,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save the draft made on `revision` (or If-Match); 409 with the server draft when stale',
        params: appParams,
        body: saveDraftRequestSchema,
        response: { 200: appDraftSchema, 409: draftConflictSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await editor(request);
      const revision = ifMatchRevision(request) ?? request.body.revision;
      const result = await service.save(who, request.params.id, { ...request.body, revision });
      if (isStale(result)) return conflict(reply, result);
      return withRevision(reply, result);
    },
  );

  app.delete(
    P,
    {
      schema: {
        tags,
        summary: 'Reset: discard the draft, back to the latest version',
        params: appParams,
        response: { 200: appDraftSchema, 409: draftConflictSchema, ...errors },
      },
    },
    async (request, reply) =>
      withRevision(reply, await service.reset(await editor(request), request.params.id)),
  );

  app.get(
    `${P}/base`,
    {
      schema: {
        tags,
        summary: "The text files of the draft's base version (the diff view's left side)",
        params: appParams,
        response: { 200: draftBaseSchema, ...errors },
      },
    },
    async (request) => service.base(await editor(request), request.params.id),
  );

  app.post(
    `${P}/validate`,
    {
      schema: {
        tags,
        summary: "Run the build's checks on the draft without building; issues carry file and line",
        params: appParams,
        response: { 200: draftValidationSchema, ...errors },
      },
    },
    async (request) => service.validate(await editor(request), request.params.id),
  );

  app.post(
    `${P}/build`,
    {
      schema: {
        tags,
        summary: 'Build the draft: a new version and its build (follow it on the build status stream)',
        params: appParams,
        body: buildDraftRequestSchema,
        response: { 201: createdSourceSchema, 409: draftConflictSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.build(await editor(request), request.params.id, request.body.revision);
      if (isStale(result)) return conflict(reply, result);
      return reply.status(201).send(result);
    },
  );
}
