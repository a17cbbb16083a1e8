import { logAlertsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { WebhookInboxesService } from './webhookInboxes.service.ts';

/** A body bigger than this is refused (413): an inbox stores the first 64 KB of what it accepts. */
const INBOX_BODY_LIMIT = 256 * 1024;
/** Per client address, like the other routes anyone may call without signing in. */
const INBOX_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The receiving route: any media type, kept as the text it is (a signature covers the raw body). */
async function receiveRoute(fastify: FastifyInstance, opts: { service: WebhookInboxesService }) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: INBOX_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  const route = endpointRoutes(fastify);
  route(
    logAlertsSpecs.receiveWebhookInbox,
    async (request, reply) => {
      // The body has no schema: the parser above kept it as text.
      const body: unknown = request.body;
      const kept = await opts.service.receive(request.params.token, {
        method: request.method,
        headers: request.headers,
        body: typeof body === 'string' ? body : '',
      });
      if (!kept) throw new HttpError('not_found', 'This test inbox does not exist.');
      return reply.status(204).send(null);
    },
    { bodyLimit: INBOX_BODY_LIMIT, config: { rateLimit: INBOX_RATE_LIMIT } },
  );
}

/** The company's test inboxes (x-organization-id), and the route that receives what is posted to them. */
export async function webhookInboxesRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: WebhookInboxesService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;
  route(logAlertsSpecs.listWebhookInboxes, async (_request, _reply, { org }) =>
    service.list(org.organizationId),
  );
  route(logAlertsSpecs.createWebhookInbox, async (_request, reply, { session, org }) =>
    reply
      .status(201)
      .send(await service.create({ userId: session.userId, organizationId: org.organizationId })),
  );
  route(logAlertsSpecs.deleteWebhookInbox, async (request, reply, { session, org }) => {
    await service.remove(
      { userId: session.userId, organizationId: org.organizationId },
      request.params.inboxId,
    );
    return reply.status(204).send(null);
  });
  route(logAlertsSpecs.listWebhookInboxRequests, async (request, _reply, { org }) =>
    service.requests(org.organizationId, request.params.inboxId),
  );
  await fastify.register(receiveRoute, { service });
}
