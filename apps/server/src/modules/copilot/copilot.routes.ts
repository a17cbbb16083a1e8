import {
  copilotChatRequestSchema,
  copilotConversationDetailSchema,
  copilotConversationListSchema,
  copilotFeedbackSchema,
  copilotGenerateRequestSchema,
  copilotHistoryQuerySchema,
  copilotIdParamsSchema,
  copilotMetricsQuerySchema,
  copilotMetricsSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOrg, requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { CopilotAsker } from './asker.ts';
import type { CopilotService, PreparedChat } from './copilot.service.ts';
import { sseFrame } from './sse.ts';

const errors = errorResponses(400, 401, 403, 404);
const P = '/sub-api/v1/copilot';

/**
 * The copilot's API (SPEC.md 7: chat, history, clear history, feedback). Behind the copilot flag: with it
 * off every route answers 404 as if it did not exist. Each route acts for the signed-in user in the
 * selected company; what the answers draw on is checked again by each tool (retrieval.ts).
 */
export async function copilotRoutes(fastify: FastifyInstance, opts: Deps & { service: CopilotService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, config } = opts;
  const db = opts.database.db;
  const tags = ['copilot'];

  app.addHook('onRequest', (_request, _reply, done) => {
    // Read per request: the flag is the deployment's configuration, and tests turn it off in place.
    if (!config.flags.copilot) done(new HttpError('not_found', 'Not found.'));
    else done();
  });

  const askerOf = async (request: FastifyRequest): Promise<CopilotAsker> => {
    const session = requireSession(request);
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
  const streamed = {
    200: z.string().describe('text/event-stream of start, chunk, done and error events'),
    ...errors,
    ...errorResponses(429),
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
  };

  app.post(
    `${P}/chat`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Ask a question; the answer streams as server-sent events: start, chunk…, then done with its sources (or error)',
        body: copilotChatRequestSchema,
        response: streamed,
      },
    },
    async (request, reply) =>
      stream(request, reply, await service.prepare(await askerOf(request), request.body)),
  );
  app.post(
    `${P}/generate`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Run a prompt of the library (explainBuildFailure, writeRequest, summariseLogs, draftOrchestrationStep) on the page context; streamed as chat',
        body: copilotGenerateRequestSchema,
        response: streamed,
      },
    },
    async (request, reply) =>
      stream(request, reply, await service.prepareGenerate(await askerOf(request), request.body)),
  );

  app.get(
    `${P}/history`,
    {
      schema: {
        tags,
        summary:
          'The signed-in user’s chats (or generations: ?kind=generate) in this company, newest first (at most 100)',
        querystring: copilotHistoryQuerySchema,
        response: { 200: copilotConversationListSchema, ...errors },
      },
    },
    async (request) => service.history(await askerOf(request), request.query.kind),
  );
  app.get(
    `${P}/history/:id`,
    {
      schema: {
        tags,
        summary: 'One conversation with its questions and answers, to reopen it',
        params: copilotIdParamsSchema,
        response: { 200: copilotConversationDetailSchema, ...errors },
      },
    },
    async (request) => service.conversation(await askerOf(request), request.params.id),
  );
  app.delete(
    `${P}/history`,
    {
      schema: {
        tags,
        summary:
          'Clear the signed-in user’s chats (or generations: ?kind=generate) in this company (the audit trail keeps them)',
        querystring: copilotHistoryQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.clear(await askerOf(request), request.query.kind);
      return reply.code(204).send(null);
    },
  );
  app.put(
    `${P}/feedback/:id`,
    {
      schema: {
        tags,
        summary: 'Rate an answer up or down, with a comment; rating again replaces it',
        params: copilotIdParamsSchema,
        body: copilotFeedbackSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.feedback(await askerOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.get(
    `${P}/metrics`,
    {
      schema: {
        tags,
        summary:
          'The company’s copilot figures over a range: answers, share with sources, share generated, feedback, latency (analytics.read)',
        querystring: copilotMetricsQuerySchema,
        response: { 200: copilotMetricsSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'analytics.read');
      return service.metrics(org.organizationId, request.query);
    },
  );
}
