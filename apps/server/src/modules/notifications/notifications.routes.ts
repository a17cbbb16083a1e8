import { notificationsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireOrg } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { Notifier } from '../../platform/notifications/notifier.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Live build and run status (the 'notifications ticket and listen' calls). A browser cannot put the
 * xsrf-token header on a WebSocket, so the socket is opened with a short-lived single-use ticket fetched by a
 * normal (CSRF-checked) request. The ticket is a POST: it creates state, and GETs never do
 * (docs/product/sign-in.md SIGNIN-9).
 */
export async function notificationsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: NotificationsService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { db, service } = opts;

  route(notificationsSpecs.createNotificationTicket, async (request, _reply, { session }) => {
    const org = await requireOrg(db, request);
    // A portal token's permissions are those its scopes grant: its socket gets no more.
    return service.issueTicket(session.userId, org.organizationId, org.permissions);
  });
}

/** The socket the ticket opens, registered in the sockets' scope (platform/sockets.ts). */
export async function notificationsSocketRoutes(
  fastify: FastifyInstance,
  opts: { service: NotificationsService; notifier: Notifier },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['notifications'];

  app.get(
    '/sub-api/v1/notifications/listen',
    {
      websocket: true,
      schema: {
        tags,
        summary:
          'WebSocket: {type:"build",buildId,versionId,appId,status} and {type:"run",runId,appId,orchestration,status} events of the ticket company',
        querystring: z.object({ ticket: z.string().min(1).max(100) }),
      },
    },
    async (socket, request) => {
      const row = await service.redeem(request.query.ticket);
      if (!row) {
        socket.close(4401, 'invalid or expired ticket');
        return;
      }
      // An event needing a permission (a run's needs orchestrations.read) reaches only the sockets whose
      // ticket held it: those the API would answer. As for builds, a socket open when a role is taken
      // away goes on until it closes.
      const permissions = new Set(row.permissions);
      const unsubscribe = opts.notifier.subscribe((event) => {
        if (event.organizationId !== row.organizationId || socket.readyState !== socket.OPEN) return;
        if (event.permission && !permissions.has(event.permission)) return;
        socket.send(JSON.stringify(event.payload));
      });
      socket.on('close', unsubscribe);
      // The socket only delivers: a page has nothing to send on it, and whatever it sends closes it.
      socket.on('message', () => socket.close(1008, 'this socket takes no messages'));
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  );
}
