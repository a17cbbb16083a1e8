import { copilotSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { requireOrg } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { CopilotAsker } from './asker.ts';
import type { CopilotService, PreparedChat } from './copilot.service.ts';
import { sseFrame } from './sse.ts';

/**
 * The copilot's API (chat, history, clear history, feedback; docs/copilot.md). Behind the copilot flag
 * (docs/product/copilot.md COPILOT-1): with it off every route answers 404 as if it did not exist. Each route
 * acts for the signed-in user in the selected company; what the answers draw on is checked again by each tool
 * (retrieval.ts).
 */
export async function copilotRoutes(fastify: FastifyInstance, opts: Deps & { service: CopilotService }) {
  const { service, config } = opts;
  const db = opts.database.db;
  const route = endpointRoutes(fastify, { db });

  fastify.addHook('onRequest', (_request, _reply, done) => {
    // Read per request: the flag is the deployment's configuration, and tests turn it off in place.
    if (!config.flags.copilot) done(new HttpError('not_found', 'Not found.'));
    else done();
  });

  // The table has checked the session; the company is any of the user's, with no permission asked.
  const askerOf = async (request: FastifyRequest, session: AuthSession): Promise<CopilotAsker> => {
    const org = await requireOrg(db, request);
    return { userId: session.userId, organizationId: org.organizationId, permissions: org.permissions };
  };

  // Per user, not per address: colleagues behind one proxy each get their share. Counted after the auth
  // hook (preHandler), in the shared store on PostgreSQL; chat and generate share one budget.
  const rateLimit = {
    max: config.copilot.questionsPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `copilot:${request.session?.userId ?? request.ip}`,
  };

  /** Streams a prepared answer as server-sent events; an error once streaming is an `error` event. */
  const stream = async (request: FastifyRequest, reply: FastifyReply, prepared: PreparedChat) => {
    reply.hijack();
    const raw = reply.raw;
    // The headers the hooks set (request id, security headers) go out with the stream.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies (nginx) would otherwise hold the chunks back until the answer ends.
      'x-accel-buffering': 'no',
    });
    const stop = new AbortController();
    raw.on('close', () => stop.abort());
    try {
      await service.answer(prepared, (event) => raw.write(sseFrame(event)), stop.signal);
    } catch (error) {
      request.log.error({ err: error }, 'copilot answer failed');
      raw.write(
        sseFrame({
          event: 'error',
          data: { error: 'internal', message: 'The answer stopped on an internal error. Try again.' },
        }),
      );
    }
    raw.end();
    return reply;
  };

  route(
    copilotSpecs.copilotChat,
    async (request, reply, { session }) =>
      stream(request, reply, await service.prepare(await askerOf(request, session), request.body)),
    { config: { rateLimit } },
  );
  route(
    copilotSpecs.copilotGenerate,
    async (request, reply, { session }) =>
      stream(request, reply, await service.prepareGenerate(await askerOf(request, session), request.body)),
    { config: { rateLimit } },
  );
  route(copilotSpecs.listCopilotHistory, async (request, _reply, { session }) =>
    service.history(await askerOf(request, session), request.query.kind),
  );
  route(copilotSpecs.getCopilotConversation, async (request, _reply, { session }) =>
    service.conversation(await askerOf(request, session), request.params.id),
  );
  route(copilotSpecs.clearCopilotHistory, async (request, reply, { session }) => {
    await service.clear(await askerOf(request, session), request.query.kind);
    return reply.code(204).send(null);
  });
  route(copilotSpecs.rateCopilotAnswer, async (request, reply, { session }) => {
    await service.feedback(await askerOf(request, session), request.params.id, request.body);
    return reply.code(204).send(null);
  });
  route(copilotSpecs.getCopilotMetrics, async (request, _reply, { org }) =>
    service.metrics(org.organizationId, request.query),
  );
}
