import {
  orchestrationWebhookSchema,
  orchestrationWebhooksSchema,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  webhookAcceptedSchema,
  webhookRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { WebhooksService } from './webhooks.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);
const appParams = z.object({ id: z.string().min(1).max(128) });
const tags = ['orchestrations'];
/** A webhook body is inputs: the engine's payload limit refuses more, this keeps the parser off bigger. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The webhook's own route: the signature is over the raw body, so it is kept as text, not parsed. */
async function webhookCallRoute(fastify: FastifyInstance, opts: { service: WebhooksService }) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/apphub/v1/hooks/:hook',
    {
      schema: {
        tags,
        summary: `Start a run of a webhook-triggered orchestration: the JSON body is its inputs, signed (${WEBHOOK_SIGNATURE_HEADER}: sha256=HMAC of "${WEBHOOK_TIMESTAMP_HEADER}.body")`,
        params: z.object({ hook: z.uuid() }),
        response: { 202: webhookAcceptedSchema, ...errors },
        // Its credential is the signature over the body, not a session or a token.
        security: [],
      },
    },
    async (request, reply) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const accepted = await opts.service.receive(
        request.params.hook,
        { timestamp: header(WEBHOOK_TIMESTAMP_HEADER), signature: header(WEBHOOK_SIGNATURE_HEADER) },
        typeof request.body === 'string' ? request.body : '',
      );
      return reply.status(202).send(accepted);
    },
  );
}

/** The webhooks of an app's webhook-triggered orchestrations (issue 18 item 2), and the calls to them. */
export async function webhooksRoutes(fastify: FastifyInstance, opts: { db: Db; service: WebhooksService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;
  const actor = async (request: FastifyRequest) => {
    const org = await requirePermission(db, request, 'orchestrations.write');
    return { userId: requireSession(request).userId, organizationId: org.organizationId };
  };

  app.get(
    '/apphub/v1/apps/:id/orchestration-webhooks',
    {
      schema: {
        tags,
        summary: "The app's orchestration webhooks, without their secrets (orchestrations.write)",
        params: appParams,
        response: { 200: orchestrationWebhooksSchema, ...errors },
      },
    },
    async (request) => service.list((await actor(request)).organizationId, request.params.id),
  );

  app.post(
    '/apphub/v1/apps/:id/orchestration-webhooks',
    {
      schema: {
        tags,
        summary:
          'Make the webhook of a deployed orchestration, or rotate its secret: the secret is in this answer only',
        params: appParams,
        body: webhookRequestSchema,
        response: { 201: orchestrationWebhookSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await actor(request), request.params.id, request.body)),
  );

  app.delete(
    '/apphub/v1/apps/:id/orchestration-webhooks/:hook',
    {
      schema: {
        tags,
        summary: 'Remove a webhook: calls to it are refused from now on',
        params: appParams.extend({ hook: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(await actor(request), request.params.id, request.params.hook);
      return reply.status(204).send(null);
    },
  );

  await app.register(webhookCallRoute, { service });
}
