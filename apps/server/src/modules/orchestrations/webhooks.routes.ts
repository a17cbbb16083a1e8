import { orchestrationsSpecs, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { actorOf } from './orchestrations.routes.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** A webhook body is inputs: the engine's payload limit refuses more, this keeps the parser off bigger. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The webhook's own route: the signature is over the raw body, so it is kept as text, not parsed. */
async function webhookCallRoute(fastify: FastifyInstance, opts: { service: WebhooksService }) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  const route = endpointRoutes(fastify);
  route(orchestrationsSpecs.callOrchestrationWebhook, async (request, reply) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    // The body has no schema: the parser above kept it as the text the signature covers.
    const body: unknown = request.body;
    const accepted = await opts.service.receive(
      request.params.hook,
      { timestamp: header(WEBHOOK_TIMESTAMP_HEADER), signature: header(WEBHOOK_SIGNATURE_HEADER) },
      typeof body === 'string' ? body : '',
    );
    return reply.status(202).send(accepted);
  });
}

/** The webhooks of an app's webhook-triggered orchestrations (docs/product/orchestrations.md ORCH-2). */
export async function webhooksRoutes(fastify: FastifyInstance, opts: { db: Db; service: WebhooksService }) {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;

  route(orchestrationsSpecs.listOrchestrationWebhooks, async (request, _reply, { org }) =>
    service.list(org.organizationId, request.params.id),
  );
  route(orchestrationsSpecs.createOrchestrationWebhook, async (request, reply, access) =>
    reply.status(201).send(await service.create(actorOf(access), request.params.id, request.body)),
  );
  route(orchestrationsSpecs.deleteOrchestrationWebhook, async (request, reply, access) => {
    await service.remove(actorOf(access), request.params.id, request.params.hook);
    return reply.status(204).send(null);
  });

  await fastify.register(webhookCallRoute, { service });
}
