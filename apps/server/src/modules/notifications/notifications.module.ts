import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { createNotifier, type Notifier } from '../../platform/notifications/notifier.ts';
import type { SocketRoutes } from '../../platform/sockets.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes, notificationsSocketRoutes } from './notifications.routes.ts';
import { notificationsService } from './notifications.service.ts';

/** Live events to the browser: the notifier other modules publish to, and the socket that delivers them. */
export async function registerNotificationsModule(
  app: FastifyInstance,
  deps: Deps & { sockets: SocketRoutes },
): Promise<Notifier> {
  const notifier = await createNotifier(deps.database, {
    onListenerLost: (error) => app.log.warn({ err: error }, 'live events connection lost; opening it again'),
  });
  app.addHook('onClose', async () => {
    await notifier.close();
  });
  const service = notificationsService(notificationsRepository(deps.database.db));
  await app.register(notificationsRoutes, { db: deps.database.db, service });
  deps.sockets.add((scope) => notificationsSocketRoutes(scope, { service, notifier }));
  return notifier;
}
