import { logAlertsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AccessContext, endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { LogAlertsService } from './logAlerts.service.ts';

/** Alert rules on log presets, of the company of the request (x-organization-id). */
export async function logAlertsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: LogAlertsService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;
  const actor = ({ session, org }: AccessContext<{ orgPermission: string }>) => ({
    userId: session.userId,
    organizationId: org.organizationId,
  });

  route(logAlertsSpecs.listAlertRules, async (request, _reply, { org }) =>
    service.list(org.organizationId, request.query.presetId),
  );
  route(logAlertsSpecs.getAlertRule, async (request, _reply, { org }) =>
    service.get(org.organizationId, request.params.id),
  );
  route(logAlertsSpecs.createAlertRule, async (request, reply, access) =>
    reply.status(201).send(await service.create(actor(access), request.body)),
  );
  route(logAlertsSpecs.updateAlertRule, async (request, _reply, access) =>
    service.update(actor(access), request.params.id, request.body),
  );
  route(logAlertsSpecs.deleteAlertRule, async (request, reply, access) => {
    await service.remove(actor(access), request.params.id);
    return reply.status(204).send(null);
  });
  route(logAlertsSpecs.muteAlertRule, async (request, _reply, access) =>
    service.mute(actor(access), request.params.id, request.body.until),
  );
  route(logAlertsSpecs.getAlertHistory, async (request, _reply, { org }) =>
    service.history(org.organizationId, request.params.id),
  );
  route(logAlertsSpecs.listAlertDeliveries, async (request, _reply, { org }) =>
    service.deliveries(org.organizationId, request.params.id),
  );
  route(logAlertsSpecs.replayAlertDelivery, async (request, reply, access) =>
    reply.status(202).send(await service.replay(actor(access), request.params.id, request.params.deliveryId)),
  );
}
